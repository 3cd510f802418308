#if canImport(SwiftUI)
  import Flowline
  import FlowlineSwiftUI
  import SwiftUI
  import SyncUpsCore

  /// The list of sync-ups, with the "new sync-up" sheet.
  struct SyncUpsListView: View {
    let store: Store<SyncUpsList>

    var body: some View {
      let store = self.store
      List {
        ForEach(store.rows) { row in
          Button {
            store.send(.rowTapped(row.id))
          } label: {
            VStack(alignment: .leading, spacing: 8) {
              Text(row.title).font(.headline)
              HStack {
                Label("\(row.attendeeCount)", systemImage: "person.3")
                Spacer()
                Label(row.durationLabel, systemImage: "clock")
              }
              .font(.caption)
            }
            .padding()
          }
          .listRowBackground(row.theme.color)
        }
      }
      .navigationTitle("Daily Sync-ups")
      .toolbar {
        Button {
          store.send(.addTapped)
        } label: {
          Image(systemName: "plus")
        }
      }
      .sheet(
        isPresented: Binding(
          get: { store.adding != nil }, set: { if !$0 { store.send(.dismissAddTapped) } })
      ) {
        NavigationStack {
          if let form = store.adding {
            SyncUpFormView(state: form) { store.send(.form($0)) }
              .navigationTitle("New sync-up")
              .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                  Button("Dismiss") { store.send(.dismissAddTapped) }
                }
                ToolbarItem(placement: .confirmationAction) {
                  Button("Add") { store.send(.confirmAddTapped) }
                }
              }
          }
        }
      }
      .alert(store.alert) { _ in store.send(.alertDismissed) }
      .task(store, send: .onAppear)
    }
  }
#endif
