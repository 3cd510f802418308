import SwiftUI

final class Inbox: ObservableObject {
  @Published var unread = 0
  @Published var isComposing = false
}

final class Drafts: ObservableObject {
  @Published var saved: [String] = []
  func keep(_ text: String) { saved.append(text) }
}

final class Signature: ObservableObject {
  @Published var text = ""
  @Published var isHTML = false
}

final class Contacts: ObservableObject {
  @Published var people: [String] = []
}

// A wrapper of the project's that presents nothing: what its content reads is rendered.
extension View {
  func framedCard<Card: View>(@ViewBuilder card: () -> Card) -> some View {
    overlay(alignment: .bottom) { card() }
  }
}

// The signature is read in a plain card, and the handler a sheet calls is also called by a
// toolbar button outside the sheet: both models are used outside presentation.
struct InboxScreen: View {  // expect: environment-object-overuse
  @EnvironmentObject var inbox: Inbox
  @EnvironmentObject var drafts: Drafts
  @EnvironmentObject var signature: Signature
  @EnvironmentObject var contacts: Contacts

  var body: some View {
    Text("\(inbox.unread)")
      .framedCard { Text(signature.text) }
      .sheet(isPresented: $inbox.isComposing) {
        ComposeForm(onSave: keepDraft)
      }
      .toolbar { Button("Keep") { keepDraft("") } }
  }

  private func keepDraft(_ text: String) { drafts.keep(text) }
}

struct ComposeForm: View {
  let onSave: (String) -> Void
  var body: some View { Button("Save") { onSave("") } }
}
