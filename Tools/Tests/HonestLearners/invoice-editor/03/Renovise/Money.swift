import Foundation

struct Money: Equatable, Sendable {
    let amount: Decimal
    let currency: String

    init(_ amount: Decimal, _ currency: String) {
        self.amount = amount
        self.currency = currency
    }

    var text: String {
        let number = amount.formatted(
            .number
                .precision(.fractionLength(2))
                .grouping(.never)
                .locale(Locale(identifier: "en_US_POSIX"))
        )
        return "\(number) \(currency)"
    }
}
