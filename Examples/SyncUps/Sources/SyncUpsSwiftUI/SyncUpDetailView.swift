#if canImport(SwiftUI)
  import Flowline
  import Foundation
  import FlowlineSwiftUI
  import SwiftUI
  import SyncUpsCore

  /// One sync-up: start a meeting, its attendees, its past meetings; delete, and "Edit" asks the
  /// flow for the "edit" sheet.
  struct SyncUpDetailView: View {
    let store: Store<SyncUpDetail>

    var body: some View {
      let store = self.store
      List {
        Section("Sync-up info") {
          Button {
            store.send(.startMeetingTapped)
          } label: {
            Label("Start meeting", systemImage: "timer").font(.headline)
          }
          LabeledContent("Length", value: store.durationLabel)
          LabeledContent("Theme") {
            Text(store.theme.name).padding(4).background(store.theme.color)
          }
        }
        if !store.meetings.isEmpty {
          Section("Past meetings") {
            ForEach(store.meetings) { meeting in
              Button {
                store.send(.meetingTapped(meeting.id))
              } label: {
                Label(
                  meeting.date.formatted(date: .numeric, time: .shortened),
                  systemImage: "calendar")
              }
            }
          }
        }
        Section("Attendees") {
          ForEach(Array(store.attendees.enumerated()), id: \.offset) { _, name in
            Label(name, systemImage: "person")
          }
        }
        Section {
          Button(store.isDeleting ? "Deleting…" : "Delete", role: .destructive) {
            store.send(.deleteTapped)
          }
          .disabled(store.isDeleting)
        }
      }
      .navigationTitle(store.title)
      .toolbar {
        Button("Edit") { store.send(.editTapped) }
      }
      .alert(store.alert) { store.send(.alertButtonTapped($0)) }
      .task(store, send: .onAppear)
    }
  }
#endif
