import Combine
import SwiftUI

// The user's settings, read by many screens, each its own part: configuration, which the
// environment is for. Each store writes itself through to storage as it changes, in one of
// three ways.

/// The whole store is saved whenever any part changes.
final class PreferenceBag: ObservableObject {
  @Published var unit = 0
  @Published var language = "en"
  @Published var compact = true
  @Published var fontSize = 12
  @Published var cpuRefresh = 3
  @Published var netRefresh = 3
  @Published var showIcon = true
  @Published var showTopProcesses = false
  @Published var launchAtLogin = false
  @Published var appearance = 0
  private var saving: AnyCancellable?

  init() {
    saving = objectWillChange.debounce(for: .seconds(1), scheduler: RunLoop.main).sink {
      [weak self] _ in self?.save()
    }
  }

  func save() {}
}

/// Every property writes itself to the defaults when it is set (before or after).
@Observable final class Knobs {
  var volume = 5 { didSet { UserDefaults.standard.set(volume, forKey: "volume") } }
  var muted = false { didSet { UserDefaults.standard.set(muted, forKey: "muted") } }
  var theme = 0 { willSet { UserDefaults.standard.set(newValue, forKey: "theme") } }
  var accent = 1 { willSet { UserDefaults.standard.set(newValue, forKey: "accent") } }
  var interval = 2 { willSet { UserDefaults.standard.set(newValue, forKey: "interval") } }
  var sound = "ping" { willSet { UserDefaults.standard.set(newValue, forKey: "sound") } }
  var badge = true { willSet { UserDefaults.standard.set(newValue, forKey: "badge") } }
  var preview = true { willSet { UserDefaults.standard.set(newValue, forKey: "preview") } }
  var grouping = 0 { didSet { UserDefaults.standard.set(grouping, forKey: "grouping") } }
  var sorting = 0 { didSet { UserDefaults.standard.set(sorting, forKey: "sorting") } }
}

struct StatusItemLabel: View {
  @EnvironmentObject var bag: PreferenceBag
  @Environment(Knobs.self) private var knobs
  var body: some View { Text("\(bag.unit) \(bag.compact)").badge(knobs.badge ? 1 : 0) }
}

struct CPUPanel: View {
  @EnvironmentObject var bag: PreferenceBag
  @Environment(Knobs.self) private var knobs
  var body: some View {
    Text("\(bag.cpuRefresh) \(bag.showTopProcesses)").opacity(Double(knobs.volume))
  }
}

struct NetworkPanel: View {
  @EnvironmentObject var bag: PreferenceBag
  @Environment(Knobs.self) private var knobs
  var body: some View { Text("\(bag.netRefresh)").help(knobs.sound) }
}

struct GeneralPane: View {
  @EnvironmentObject var bag: PreferenceBag
  @Environment(Knobs.self) private var knobs
  var body: some View { Text("\(bag.language) \(bag.launchAtLogin)").tag(knobs.sorting) }
}
