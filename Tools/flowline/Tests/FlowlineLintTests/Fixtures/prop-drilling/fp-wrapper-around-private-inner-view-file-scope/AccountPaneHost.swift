import SwiftUI

struct AccountPaneHost: View {
  @State private var name = ""
  @State private var store = CredentialVault()

  var body: some View {
    AccountEditorPane(draftName: $name, store: store)
  }
}
