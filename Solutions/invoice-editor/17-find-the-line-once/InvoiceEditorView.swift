#if canImport(SwiftUI)
import SwiftUI

/// The invoice editor screen. It decides nothing: every text, every disabled button and every mark is a
/// property of the model, read as it is, and every action is one call on the model.
struct InvoiceEditorView: View {
    @State private var viewModel: InvoiceEditorViewModel

    init(submitter: any InvoiceSubmitter) {
        _viewModel = State(initialValue: InvoiceEditorViewModel(submitter: submitter))
    }

    var body: some View {
        Form {
            if let banner = viewModel.bannerText {
                Section {
                    Text(banner)
                }
            }
            if let error = viewModel.errorMessage {
                Section {
                    Text(error)
                }
            }
            Section("Items") {
                ForEach(viewModel.items) { item in
                    HStack {
                        if viewModel.invalidLineIDs.contains(item.id) {
                            Image(systemName: "exclamationmark.triangle")
                        }
                        TextField(
                            "Unit price",
                            value: Binding<Decimal>(
                                get: { item.unitPrice.amount },
                                set: { viewModel.updateUnitPrice(of: item.id, to: Money($0, item.unitPrice.currency)) }
                            ),
                            format: .number
                        )
                        Text(item.unitPrice.currency)
                        Stepper(
                            "× \(item.quantity)",
                            value: Binding<Int>(
                                get: { item.quantity },
                                set: { viewModel.updateQuantity(of: item.id, to: $0) }
                            ),
                            in: 0...999
                        )
                        Button("Remove", role: .destructive) {
                            viewModel.remove(item.id)
                        }
                    }
                }
                Button("Add item") {
                    viewModel.add(LineItem(unitPrice: Money(0, "EUR"), quantity: 1))
                }
                .disabled(!viewModel.canAddItem)
            }
            Section {
                Text(viewModel.totalText)
                    .font(.headline)
            }
        }
        .toolbar {
            if viewModel.isSending {
                ProgressView()
            } else {
                Button("Send") {
                    Task { await viewModel.send() }
                }
                .disabled(!viewModel.canSend)
            }
        }
    }
}
#endif
