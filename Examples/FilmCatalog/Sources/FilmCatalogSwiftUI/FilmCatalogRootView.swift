#if canImport(SwiftUI)
  package import FilmCatalogCore
  import Flowline
  import FlowlineSwiftUI
  package import SwiftUI

  /// The app in SwiftUI: the login screen at the root, and the flow's routes and sheet over it
  /// (FlowlineSwiftUI's `FlowStack`). The same features and flow as the terminal front end; only
  /// the rendering differs.
  package struct FilmCatalogRootView: View {
    private let app: AppFlow

    package init(app: AppFlow) {
      self.app = app
    }

    package var body: some View {
      FlowStack(flow: app.flow) {
        LoginView(store: app.login)
      } route: { route in
        RouteView(app: app, route: route)
      } destination: { sheet in
        switch sheet {
        case .filters:
          if let store = app.flow.destinationScreen as? Store<FilterPicker> {
            FilterSheetView(store: store)
          }
        }
      }
      // A back swipe or a dismissed sheet writes the flow's state: save it as the flow's own
      // changes are saved.
      .onChange(of: app.flow.path) { app.navigationDidChange() }
      .onChange(of: app.flow.destination) { app.navigationDidChange() }
      .onOpenURL { url in app.open(url) }
      .safeAreaInset(edge: .bottom) { StatusBar(activity: app.activity) }
    }
  }

  /// The screen for a route: the store the flow built for it.
  struct RouteView: View {
    let app: AppFlow
    let route: Route

    var body: some View {
      switch route {
      case .films:
        if let store = (app.flow.screen(for: route) as? Store<FilmList>) {
          // The list is the signed-in root: leave it by logging out, not by going back.
          FilmListView(store: store).navigationBarBackButtonHidden(true)
        }
      case .film:
        if let store = (app.flow.screen(for: route) as? Store<FilmDetail>) {
          FilmDetailView(store: store)
        }
      case .watchlist:
        if let store = (app.flow.screen(for: route) as? Store<WatchlistFeature>) {
          WatchlistView(store: store)
        }
      }
    }
  }

  /// The app's notice, if any: the terminal's status line, as a footer.
  struct StatusBar: View {
    let activity: ActivityLog

    var body: some View {
      Text(activity.notice ?? " ").foregroundStyle(.orange)
        .font(.caption.monospaced())
        .lineLimit(1)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal)
        .padding(.vertical, 4)
        .background(.bar)
    }
  }

  /// A film in a list: title, details and rating.
  struct FilmRowView: View {
    let row: FilmList.FilmRow

    var body: some View {
      HStack {
        VStack(alignment: .leading) {
          Text(row.title).font(.headline)
          Text(row.details).font(.subheadline).foregroundStyle(.secondary)
        }
        Spacer()
        if row.isFavourite {
          Image(systemName: "heart.fill").foregroundStyle(.pink)
        }
        Text(row.rating).monospacedDigit()
      }
    }
  }
#endif
