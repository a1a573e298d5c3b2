import Testing
@testable import Renovise

// Stage 1 starts here. Before any test, give this suite its name: one sentence that says what the model must get
// right. Run `swift run kata show invoice-editor` to read the stage.
@Suite
struct InvoiceEditorViewModelTests {
}
