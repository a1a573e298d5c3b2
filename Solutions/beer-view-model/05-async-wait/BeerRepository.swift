/// Where the beers come from: the data layer the view model asks to load them, and that sends them when they
/// arrive.
///
/// `Sendable`, because the view model on the main actor hands it calls that run elsewhere.
protocol BeerRepository: Sendable {
    /// The beers as they arrive: each load sends the list, or the error that stopped it.
    var beers: AsyncStream<Result<[Beer], any Error>> { get }

    /// Asks for the beers to be loaded; they arrive through `beers`.
    func loadBeers() async

    /// The beer Bev features today.
    func beerOfTheDay() async -> Beer
}
