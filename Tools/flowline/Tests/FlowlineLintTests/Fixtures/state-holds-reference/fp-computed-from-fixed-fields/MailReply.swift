import SwiftUI

final class Mail: ObservableObject {
  let subject: String
  let sender: String
  @Published var isRead = false

  init(subject: String, sender: String) {
    self.subject = subject
    self.sender = sender
  }

  /// Built only from the mail's `let`s: it never changes.
  var replySubject: String { "Re: " + subject }
  var replyHeader: String { "To \(sender): \(self.replySubject)" }

  /// Reads the published flag: it changes when the mail is read.
  var status: String { isRead ? "Read" : "Unread" }

  func markRead() { isRead = true }
}

struct MailboxScreen: View {
  @State private var replyTo: Mail?
  @State private var shown: Mail?  // expect: state-holds-reference
  let mails: [Mail]

  var body: some View {
    List(mails, id: \.subject) { mail in
      Button(mail.subject) { replyTo = mail }
      Button("Show") { shown = mail }
    }
    .sheet(item: $replyTo) { mail in Text(mail.replyHeader) }
    .overlay {
      if let shown { Text(shown.status).onTapGesture { shown.markRead() } }
    }
    .navigationTitle(replyTo?.replySubject ?? "Mail")
  }
}

extension Mail: Identifiable {
  var id: String { subject }
}
