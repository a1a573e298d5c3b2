// Bev's beer list: the production code of the beer-view-model kata goes in this folder.
// Run `swift run kata show beer-view-model` to read the first stage.
