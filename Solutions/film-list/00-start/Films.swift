// The film list: the production code of the film-list kata goes in this folder.
// Run `swift run kata show film-list` to read the first stage.
