struct Invoice: Equatable, Sendable {
    let lines: [LineItem]
    let total: Money
}
