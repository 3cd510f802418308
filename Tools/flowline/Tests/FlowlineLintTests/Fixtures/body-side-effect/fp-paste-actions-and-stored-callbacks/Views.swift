import SwiftUI
import UniformTypeIdentifiers

enum PresentationStyle {
  case sheet(dismissSheet: () -> Void)
  case inline
}

enum DetailMode {
  case popover(dismiss_popover: () -> Void)
  case push
}

struct ReceiptView: View {
  let style: PresentationStyle
  var body: some View { Text("Receipt") }
}

struct INVInvoice: View {
  let mode: DetailMode
  var body: some View { Text("Invoice") }
}

// The paste action and callbacks stored in an enum value run later, not while rendering.
struct ComposeFileView: View {
  @State private var fileText = ""
  @State private var showsReceipt = false
  @State private var pastedCount = 0
  @State private var is_modal_open = false

  var body: some View {
    VStack {
      TextEditor(text: $fileText)
        .contextMenu {
          PasteButton(payloadType: String.self) { strings in
            fileText = strings.joined()
          }
        }
      PasteButton(supportedContentTypes: [.plainText]) { providers in
        pastedCount = providers.count
      }
    }
    .sheet(isPresented: $showsReceipt) {
      ReceiptView(style: .sheet(dismissSheet: { self.showsReceipt = false }))
      INVInvoice(mode: .popover(dismiss_popover: { is_modal_open = false }))
    }
  }
}
