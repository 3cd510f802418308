import SwiftUI

final class ChatMessage: ObservableObject, Identifiable {
  let id: String
  let authorKey: String
  @Published var reactions: [String] = []
  init(id: String, authorKey: String) {
    self.id = id
    self.authorKey = authorKey
  }
}

final class NRContactCard: ObservableObject, Identifiable {
  let pub_key: String
  @Published var display_name = ""
  init(pub_key: String) { self.pub_key = pub_key }
}

final class ReadingContext: ObservableObject {
  @Published var availableWidth = 320.0
}

struct MessageRow: View {
  @ObservedObject var message: ChatMessage
  var body: some View { Text("\(message.reactions.count)") }
}

struct ContactRow: View {
  @ObservedObject var contact: NRContactCard
  var body: some View { Text(contact.display_name) }
}

struct Composer: View {
  var replyingTo: ChatMessage?
  var body: some View { Text(replyingTo == nil ? "New" : "Reply") }
}

// Set by actions, nil-checked, unwrapped and handed to children that observe it; only the
// immutable `id` is read.
struct ThreadScreen: View {
  let messages: [ChatMessage]
  @State private var replyingTo: ChatMessage?
  @State private var quoting: ChatMessage? = nil

  var body: some View {
    VStack {
      ForEach(messages) { message in
        MessageRow(message: message)
          .bold(message.id == replyingTo?.id)
          .onTapGesture { replyingTo = message }
          .contextMenu {
            Button("Quote") { quoting = message }
            Button("Clear") { quoting?.reactions.removeAll() }
          }
      }
      if let quoting {
        MessageRow(message: quoting)
      }
      Composer(replyingTo: replyingTo)
    }
  }

  private func send() {
    if let replyingTo { print(replyingTo.reactions) }
    replyingTo = nil
  }
}

// A selection driving sheet(item:), loaded in a task, passed into the environment.
struct PPLList: View {
  let people: [NRContactCard]
  @State private var selected_contact: NRContactCard?
  @State private var following: NRContactCard? = nil
  @State private var context: ReadingContext?

  var body: some View {
    List(people) { person in
      Button(person.pub_key) { selected_contact = person }
    }
    .sheet(item: $selected_contact) { contact in
      ContactRow(contact: contact)
    }
    .overlay {
      if following != nil, let context {
        ContactRow(contact: following!)
          .environmentObject(context)
      }
    }
    .task {
      following = NRContactCard(pub_key: "abc")
      context = ReadingContext()
      print(following?.display_name ?? "")
    }
  }
}
