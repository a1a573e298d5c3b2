// Giuseppe's menu: the production code of the pizza-menu kata goes in this folder.
// Run `swift run kata show pizza-menu` to read the first stage.
