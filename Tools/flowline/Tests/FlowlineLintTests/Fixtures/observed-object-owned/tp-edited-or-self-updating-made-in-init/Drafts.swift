import Combine
import SwiftUI

struct Contact {
  var name: String
  var phone: String
}

// A form draft made from the contact: the text fields edit it, and a parent re-render
// replaces it with a fresh copy, losing what was typed.
final class CardDraft: ObservableObject {
  @Published var name: String
  @Published var phone: String

  init(contact: Contact) {
    name = contact.name
    phone = contact.phone
  }

  func normalize() { phone = phone.filter(\.isNumber) }
}

struct ContactEditor: View {
  @ObservedObject var draft: CardDraft

  init(contact: Contact) {
    self.draft = CardDraft(contact: contact)  // expect: observed-object-owned
  }

  var body: some View {
    Form {
      TextField("Name", text: $draft.name)
    }
  }
}

// Edited only by calling a method that changes it.
struct PhoneCleaner: View {
  @ObservedObject var draft: CardDraft

  init(contact: Contact) {
    draft = CardDraft(contact: contact)  // expect: observed-object-owned
  }

  var body: some View {
    Button(draft.phone) { draft.normalize() }
  }
}

// Handed to a child that edits it.
struct ContactSheet: View {
  @ObservedObject var draft: CardDraft

  init(contact c: Contact) {
    _draft = ObservedObject(wrappedValue: CardDraft(contact: c))  // expect: observed-object-owned
  }

  var body: some View { NameField(draft: draft) }
}

struct NameField: View {
  @ObservedObject var draft: CardDraft
  var body: some View {
    Button(draft.name) { draft.name = "" }
  }
}

// Nobody edits it, but it updates itself from a publisher it subscribes to in init: a
// re-render replaces it and its subscription.
final class Ticker_model: ObservableObject {
  @Published var beats = 0
  init(interval: Double) {
    Timer.publish(every: interval, on: .main, in: .common).autoconnect()
      .map { _ in 1 }
      .scan(0, +)
      .assign(to: &$beats)
  }
}

struct Ticker_label: View {
  @ObservedObject var model: Ticker_model
  init(interval: Double) {
    model = Ticker_model(interval: interval)  // expect: observed-object-owned
  }
  var body: some View { Text("\(model.beats)") }
}

// Read-only use, but made from something other than the view's parameters.
final class Clock_face: ObservableObject {
  @Published var label: String
  init(date: Date) { label = date.description }
}

struct Clock_view: View {
  @ObservedObject var face: Clock_face
  init(offset: Double) {
    face = Clock_face(date: Date().addingTimeInterval(offset))  // expect: observed-object-owned
  }
  var body: some View { Text(face.label) }
}

// Read-only, but blank: nothing the view is given goes in, so it is state the view starts.
struct Clock_caption: View {
  @ObservedObject var face: Clock_face
  init() {
    face = Clock_face(date: .distantPast)  // expect: observed-object-owned
  }
  var body: some View { Text(face.label) }
}
