#if canImport(SwiftUI)
  import Flowline
  import FlowlineSwiftUI
  import SwiftUI
  import SyncUpsCore

  /// The form, the screen of both sheets the flow presents ("new sync-up", "edit"). Its focus
  /// follows the feature's `focus` state both ways; its two buttons answer the sheet, and the
  /// flow saves or drops the copy and dismisses it.
  struct SyncUpFormView: View {
    let store: Store<SyncUpForm>
    /// "Dismiss" or "Cancel".
    let cancelLabel: String
    /// "Add" or "Done".
    let confirmLabel: String
    @FocusState private var focus: SyncUpForm.Field?

    var body: some View {
      let store = self.store
      Form {
        Section("Sync-up info") {
          TextField("Title", text: store.binding(\.title) { .titleChanged($0) })
            .focused($focus, equals: .title)
          HStack {
            // `Binding`'s closures are `@isolated(any) @Sendable`: they do not inherit `body`'s
            // isolation, so each says it runs on the main actor, where the store lives.
            Slider(
              value: Binding(
                get: { @MainActor in Double(store.minutes) },
                set: { @MainActor in store.send(.minutesChanged(Int($0))) }),
              in: 5...30, step: 1)
            Text(store.durationLabel)
          }
          Picker("Theme", selection: store.binding(\.theme) { .themeChanged($0) }) {
            ForEach(Theme.allCases) { theme in
              Text(theme.name).tag(theme)
            }
          }
        }
        Section("Attendees") {
          ForEach(store.attendees) { attendee in
            TextField(
              "Name",
              text: Binding(
                get: { attendee.name },
                set: { @MainActor in store.send(.attendeeNameChanged(attendee.id, $0)) })
            )
            .focused($focus, equals: .attendee(attendee.id))
          }
          .onDelete { offsets in store.send(.deleteAttendees(atOffsets: Array(offsets))) }
          Button("New attendee") { store.send(.addAttendeeTapped) }
        }
      }
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button(cancelLabel) { store.send(.cancelTapped) }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button(store.isSaving ? "Saving…" : confirmLabel) { store.send(.confirmTapped) }
            .disabled(store.isSaving)
        }
      }
      .alert(store.alert) { _ in store.send(.alertDismissed) }
      .onAppear { focus = store.focus }
      .onChange(of: store.focus) { _, newFocus in focus = newFocus }
      .onChange(of: focus) { _, newFocus in
        if newFocus != store.focus { store.send(.focusChanged(newFocus)) }
      }
    }
  }
#endif
