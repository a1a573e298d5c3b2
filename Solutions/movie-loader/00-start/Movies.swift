// The movie list: the production code of the movie-loader kata goes in this folder.
// Run `swift run kata show movie-loader` to read the first stage.
