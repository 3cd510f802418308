#if canImport(SwiftUI)
  import Flowline
  import SwiftUI
  import SyncUpsCore

  /// The form, shown in the list's "new sync-up" sheet and the detail's "edit" sheet. Its focus
  /// follows the feature's `focus` state both ways.
  struct SyncUpFormView: View {
    let state: SyncUpForm.ViewState
    let send: @MainActor @Sendable (SyncUpForm.DomainAction) -> Void
    @FocusState private var focus: SyncUpForm.Field?

    var body: some View {
      let state = self.state
      let send = self.send
      Form {
        Section("Sync-up info") {
          TextField(
            "Title", text: Binding(get: { state.title }, set: { send(.titleChanged($0)) })
          )
          .focused($focus, equals: .title)
          HStack {
            Slider(
              value: Binding(
                get: { Double(state.minutes) }, set: { send(.minutesChanged(Int($0))) }),
              in: 5...30, step: 1)
            Text(state.durationLabel)
          }
          Picker(
            "Theme", selection: Binding(get: { state.theme }, set: { send(.themeChanged($0)) })
          ) {
            ForEach(Theme.allCases) { theme in
              Text(theme.name).tag(theme)
            }
          }
        }
        Section("Attendees") {
          ForEach(state.attendees) { attendee in
            TextField(
              "Name",
              text: Binding(
                get: { attendee.name }, set: { send(.attendeeNameChanged(attendee.id, $0)) })
            )
            .focused($focus, equals: .attendee(attendee.id))
          }
          .onDelete { offsets in send(.deleteAttendees(atOffsets: Array(offsets))) }
          Button("New attendee") { send(.addAttendeeTapped) }
        }
      }
      .onAppear { focus = state.focus }
      .onChange(of: state.focus) { _, newFocus in focus = newFocus }
      .onChange(of: focus) { _, newFocus in
        if newFocus != state.focus { send(.focusChanged(newFocus)) }
      }
    }
  }
#endif
