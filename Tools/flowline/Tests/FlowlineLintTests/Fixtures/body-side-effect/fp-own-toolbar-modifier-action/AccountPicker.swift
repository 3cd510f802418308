import SwiftUI

final class PickerStore: ObservableObject {
  @Published var isClosed = false
  func close() { isClosed = true }
}

// The project's own `.toolbar(closeAction:)` hands the closure to a cancel button.
struct AccountPicker: View {
  @ObservedObject var store: PickerStore

  var body: some View {
    NavigationStack {
      List { Text("Account") }
        .toolbar(
          closeAction: {
            store.close()
          }
        )
    }
  }
}

extension View {
  fileprivate func toolbar(closeAction: @escaping () -> Void) -> some View {
    toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel", action: closeAction)
      }
    }
  }
}
