import SwiftUI

final class SessionManager: ObservableObject {
  @Published var isSignedIn = false
}

final class ConnectivityMonitor: ObservableObject {
  @Published var isOnline: Bool?
}

enum LaunchStatus {
  case loading, offline, signIn, home
}

// Announces nothing and holds nothing of its own: `@ObservedObject` does nothing in a class,
// so these are references it was handed, and its status is computed from them on each read.
final class LaunchState: ObservableObject {
  @ObservedObject var session: SessionManager
  @ObservedObject var connectivity: ConnectivityMonitor

  init(session: SessionManager, connectivity: ConnectivityMonitor) {
    self.session = session
    self.connectivity = connectivity
  }

  var status: LaunchStatus {
    guard let online = connectivity.isOnline else { return .loading }
    guard online else { return .offline }
    return session.isSignedIn ? .home : .signIn
  }
}

struct RootView: View {
  @ObservedObject var session: SessionManager
  @ObservedObject var connectivity: ConnectivityMonitor
  @ObservedObject var launchState: LaunchState

  init(session: SessionManager, monitorsConnectivity: Bool = true) {
    let connectivity = ConnectivityMonitor()
    connectivity.isOnline = monitorsConnectivity ? nil : true
    self.session = session
    self.connectivity = connectivity
    self.launchState = LaunchState(session: session, connectivity: connectivity)
  }

  var body: some View {
    switch launchState.status {
    case .loading: ProgressView()
    case .offline: Text("Offline")
    case .signIn: Text("Sign in")
    case .home: Text("Home").environmentObject(launchState)
    }
  }
}

// The same facade, but one of its references is replaced after it is made: the replacement
// is lost when a parent re-render makes a new one.
final class SwitchableLaunchState: ObservableObject {
  @ObservedObject var session: SessionManager

  init(session: SessionManager) { self.session = session }

  func signInAsGuest() { session = SessionManager() }
}

struct GuestRootView: View {
  @ObservedObject var launchState: SwitchableLaunchState

  init(session: SessionManager) {
    self.launchState = SwitchableLaunchState(session: session)  // expect: observed-object-owned
  }

  var body: some View {
    Button("Guest") { launchState.signInAsGuest() }
  }
}

// The facade makes its own monitor: a new facade starts a new monitor with nothing in it.
final class OwnLaunchState: ObservableObject {
  @ObservedObject var connectivity = ConnectivityMonitor()

  var isOnline: Bool { connectivity.isOnline ?? false }
}

struct OwnRootView: View {
  @ObservedObject var launchState: OwnLaunchState

  init() {
    self.launchState = OwnLaunchState()  // expect: observed-object-owned
  }

  var body: some View {
    Text(launchState.isOnline ? "Online" : "Offline").environmentObject(launchState)
  }
}
