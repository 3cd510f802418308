import SwiftUI

final class AppLockController: ObservableObject {
  @Published private(set) var isUnlocked: Bool = false
  @Published var failedAttempts = 0
  func unlock() { isUnlocked = true }
}

final class LedgerSettings: ObservableObject {
  @Published var currency = "EUR"
  @Published var showCents = true
}

final class LedgerState: ObservableObject {
  @Published var selectedTab = 0
  @Published var isAdding = false
}

@main
struct LedgerApp: App {
  var body: some Scene {
    WindowGroup { LedgerRoot() }
  }
}

// The scene's root gates the whole app on the lock's one flag (a blur, blocked taps, the lock
// screen): an app-level job, like presenting a sheet.
struct LedgerRoot: View {
  @EnvironmentObject private var state: LedgerState
  @EnvironmentObject private var settings: LedgerSettings
  @EnvironmentObject private var lock: AppLockController

  var body: some View {
    ZStack {
      TabView(selection: $state.selectedTab) { Text("Ledger").tag(0) }
        .blur(radius: lock.isUnlocked ? 0 : 18)
        .allowsHitTesting(lock.isUnlocked)
      if !lock.isUnlocked { Text("Locked") }
    }
    .sheet(isPresented: $state.isAdding) { Text("Add") }
  }
}

// Not a scene's root: a screen reading one flag of each of two models it barely uses.
struct LedgerSummary: View {  // expect: environment-object-overuse
  @EnvironmentObject private var state: LedgerState
  @EnvironmentObject private var settings: LedgerSettings
  @EnvironmentObject private var lock: AppLockController

  var body: some View {
    Text(settings.showCents ? "0.00" : "0")
      .opacity(lock.isUnlocked ? 1 : 0)
      .onTapGesture { state.selectedTab = 1 }
  }
}

@main
struct PlayerApp: App {
  var body: some Scene {
    WindowGroup { PlayerRoot() }
  }
}

final class PlaybackModel: ObservableObject {
  @Published var isPlaying = false
  @Published var title = ""
}

// A root reading one flag to add a mini player on top does not gate the app: counted.
struct PlayerRoot: View {  // expect: environment-object-overuse
  @EnvironmentObject private var playback: PlaybackModel
  @EnvironmentObject private var settings: LedgerSettings
  @EnvironmentObject private var state: LedgerState

  var body: some View {
    TabView(selection: $state.selectedTab) { Text("Library").tag(0) }
      .overlay { if playback.isPlaying { Text("Mini player") } }
  }
}

#Preview { LedgerSummary() }
