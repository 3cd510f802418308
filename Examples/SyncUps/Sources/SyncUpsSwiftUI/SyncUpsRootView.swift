#if canImport(SwiftUI)
  import Flowline
  import FlowlineSwiftUI
  package import SwiftUI
  package import SyncUpsCore

  /// The app: the flow's stack over the list, each route's screen found by its route, and the
  /// flow's form sheet over it. Swiping the sheet down writes the flow's destination (nothing
  /// saved), as "Dismiss"/"Cancel" do.
  package struct SyncUpsRootView: View {
    let app: AppFlow

    /// Creates the app's view.
    ///
    /// - Parameter app: The flow, built by the composition root with the live dependencies.
    package init(app: AppFlow) {
      self.app = app
    }

    package var body: some View {
      let app = self.app
      FlowStack(flow: app.flow) {
        SyncUpsListView(store: app.list)
      } route: { route in
        switch route {
        case .detail:
          if let store = (app.flow.screen(for: route) as? Store<SyncUpDetail>) {
            SyncUpDetailView(store: store)
          }
        case .record:
          if let store = (app.flow.screen(for: route) as? Store<RecordMeeting>) {
            RecordMeetingView(store: store)
          }
        case .meeting:
          if let store = (app.flow.screen(for: route) as? Store<MeetingFeature>) {
            MeetingView(store: store)
          }
        }
      } destination: { sheet in
        if let store = app.form {
          NavigationStack {
            switch sheet {
            case .newSyncUp:
              SyncUpFormView(store: store, cancelLabel: "Dismiss", confirmLabel: "Add")
                .navigationTitle("New sync-up")
            case .edit:
              SyncUpFormView(store: store, cancelLabel: "Cancel", confirmLabel: "Done")
                .navigationTitle(store.title)
            }
          }
        }
      }
    }
  }
#endif
