import SwiftData
import SwiftUI

@Model
final class Reminder {
  var title = ""
  init() {}
}

protocol Schedulable: PersistentModel {
  var title: String { get set }
}

extension Reminder: Schedulable {}

// A wrapper that only holds the record it is given; the form writes into the record.
@Observable
final class ObservableRecord<Value: Hashable> {
  var model: Value
  init(_ model: Value) { self.model = model }
}

struct ReminderForm: View {
  @Bindable var wrapper: ObservableRecord<Reminder>
  var body: some View { TextField("Title", text: $wrapper.model.title) }
}

struct ReminderEditor: View {
  @State private var reminder = Reminder()
  var body: some View { ReminderForm(wrapper: ObservableRecord(reminder)) }
}

struct EventForm<Event: Schedulable>: View {
  @Bindable var wrapper: ObservableRecord<Event>
  var body: some View { TextField("Title", text: $wrapper.model.title) }
}

struct EventEditor<Event: Schedulable>: View {
  let event: Event
  var body: some View { EventForm(wrapper: ObservableRecord(event)) }
}

// The same wrapper around a value: the form's edits live in the wrapper's copy, lost on the
// next render.
struct Draft: Hashable {
  var title = ""
}

struct DraftForm: View {
  @Bindable var wrapper: ObservableRecord<Draft>
  var body: some View { TextField("Title", text: $wrapper.model.title) }
}

struct DraftEditor: View {
  let draft: Draft
  var body: some View { DraftForm(wrapper: ObservableRecord(draft)) }  // expect: body-side-effect
}
