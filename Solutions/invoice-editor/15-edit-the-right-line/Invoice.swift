/// What Send submits: the invoice's lines and their total.
struct Invoice: Equatable, Sendable {
    let lines: [LineItem]
    let total: Money
}
