import SwiftUI

@Observable final class CredentialVault {
  var user = ""
  var token = ""
}

struct AccountEditorPane: View {
  @Binding var draftName: String
  let store: CredentialVault
  @FocusState private var focused: Bool

  var body: some View {
    PaneContent(draftName: $draftName, store: store)
      .focused($focused)
  }

  private struct PaneContent: View {
    @Binding var draftName: String
    let store: CredentialVault

    var body: some View {
      Form {
        NameLinePart(draftName: $draftName, store: store)
      }
    }
  }
}

private struct NameLinePart: View {
  @Binding var draftName: String
  let store: CredentialVault

  var body: some View {
    VStack {
      Text(draftName.isEmpty ? store.user : draftName)
      Button("Reset") {
        draftName = ""
        store.token = ""
      }
    }
  }
}
