import SwiftUI

final class LevelStore {
  static let shared = LevelStore()
  var xp: Int?
  func fetch() async -> Int { 0 }
}

// The view only calls it: its grouping is pure, and its published level is written by a
// method nothing calls and read by nobody. A fresh one shows the same.
final class TrophyBoardModel: ObservableObject {
  @Published private var level = 0
  private let store = LevelStore.shared

  func grouped(_ names: [String]) -> [String: [String]] {
    Dictionary(grouping: names) { String($0.prefix(1)) }
  }

  func refresh(_ names: [String]) {
    // A local and another object's member spelled like the published property.
    if let level = store.xp { print(level, names.count) }
  }

  func loadLevel() {
    Task { @MainActor in self.level = await self.store.fetch() }
  }
}

struct TrophyScreen: View {
  @ObservedObject var model = TrophyBoardModel()
  let names: [String]

  var body: some View {
    List(model.grouped(names).keys.sorted(), id: \.self) { Text($0) }
      .onAppear { model.refresh(names) }
  }
}

// The view shows what the model keeps: a new one would lose it.
final class StreakModel: ObservableObject {
  @Published private(set) var streak = 0
  func bump() { streak += 1 }
}

struct StreakScreen: View {
  @ObservedObject var model = StreakModel()  // expect: observed-object-owned

  var body: some View {
    Button("\(model.streak)") { model.bump() }
  }
}

// It keeps itself up to date on a timer: the view relies on its re-renders, and each new one
// starts another timer.
final class ClockTicker: ObservableObject {
  @Published private var now = Date()
  private var timer: Timer?

  init() {
    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
      self?.now = Date()
    }
  }

  func label() -> String { Date().formatted() }
}

struct ClockBadge: View {
  @ObservedObject var ticker = ClockTicker()  // expect: observed-object-owned

  var body: some View { Text(ticker.label()) }
}
