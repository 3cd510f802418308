import Observation
import SwiftUI

@Observable final class ComposeDraft {
  var text = ""
}

@Observable final class Chore: Identifiable {
  let id = 0
  var title = ""
  var isDone = false
}

/// The list's own draft and selection go down the rows: its state, drilled, even from inside
/// the ForEach.
struct InboxScreen: View {
  let subjects: [String]
  @State private var draft = ComposeDraft()
  @State private var selection: String?

  var body: some View {
    ForEach(subjects, id: \.self) { subject in
      InboxRow(subject: subject, draft: draft, selection: $selection)
    }
  }
}

struct InboxRow: View {
  let subject: String
  let draft: ComposeDraft  // expect: prop-drilling
  @Binding var selection: String?  // expect: prop-drilling
  var body: some View { InboxRowContent(draft: draft, selection: $selection) }
}

struct InboxRowContent: View {
  let draft: ComposeDraft
  @Binding var selection: String?
  var body: some View { InboxRowText(draft: draft, selection: $selection) }
}

struct InboxRowText: View {
  let draft: ComposeDraft
  @Binding var selection: String?
  var body: some View {
    Text(draft.text).onTapGesture { selection = nil }
  }
}

/// A row's own chore that the last view edits is state handed down to be changed.
struct ChoreList: View {
  let chores: [Chore]
  var body: some View {
    ForEach(chores) { chore in ChoreRow(chore: chore) }
  }
}

struct ChoreRow: View {
  let chore: Chore  // expect: prop-drilling
  var body: some View { ChoreRowBody(chore: chore) }
}

struct ChoreRowBody: View {
  let chore: Chore
  var body: some View { ChoreCheckbox(chore: chore) }
}

struct ChoreCheckbox: View {
  let chore: Chore
  var body: some View {
    Button(chore.title) { chore.isDone.toggle() }
  }
}
