// Renovise's invoice editor: the production code of the invoice-editor kata goes in this folder.
// Run `swift run kata show invoice-editor` to read the first stage.
