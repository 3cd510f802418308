#if canImport(SwiftUI)
  import Flowline
  import FlowlineSwiftUI
  import SwiftUI
  import SyncUpsCore

  /// The list of sync-ups; "+" asks the flow for the "new sync-up" sheet.
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
      .task(store, send: .onAppear)
    }
  }
#endif
