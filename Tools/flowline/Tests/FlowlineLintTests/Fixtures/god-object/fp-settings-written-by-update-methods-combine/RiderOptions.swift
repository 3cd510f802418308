import Combine
import Foundation

/// Which option an update names.
enum RiderOption {
  case metric, largeFigures, confirmDelete, allowDelete, autoPause, keepAwake
  case healthExport, cloudSync, accent, sortOrder, mapStyle, appIcon
}

/// The rider's options. No property observes itself: each is written into the user defaults
/// (and mirrored to the iCloud key-value store) by the update method that sets it.
final class RiderOptions: ObservableObject {
  @Published var metric: Bool
  @Published var largeFigures: Bool
  @Published var confirmDelete: Bool
  @Published var allowDelete: Bool
  @Published var autoPause: Bool
  @Published var keepAwake: Bool
  @Published var healthExport: Bool
  @Published var cloudSync: Bool
  @Published var accent: String
  @Published var sortOrder: String
  @Published var mapStyle: String
  @Published var appIcon: Int

  init() {
    let defaults = UserDefaults.standard
    metric = defaults.bool(forKey: "metric")
    largeFigures = defaults.bool(forKey: "largeFigures")
    confirmDelete = defaults.bool(forKey: "confirmDelete")
    allowDelete = defaults.bool(forKey: "allowDelete")
    autoPause = defaults.bool(forKey: "autoPause")
    keepAwake = defaults.bool(forKey: "keepAwake")
    healthExport = defaults.bool(forKey: "healthExport")
    cloudSync = defaults.bool(forKey: "cloudSync")
    accent = defaults.string(forKey: "accent") ?? "blue"
    sortOrder = defaults.string(forKey: "sortOrder") ?? "date"
    mapStyle = defaults.string(forKey: "mapStyle") ?? "standard"
    appIcon = defaults.integer(forKey: "appIcon")
  }

  func updateFlag(_ option: RiderOption, value: Bool) {
    switch option {
    case .metric:
      UserDefaults.standard.set(value, forKey: "metric")
      metric = value
    case .largeFigures:
      UserDefaults.standard.set(value, forKey: "largeFigures")
      largeFigures = value
    case .confirmDelete:
      UserDefaults.standard.set(value, forKey: "confirmDelete")
      confirmDelete = value
    case .allowDelete:
      UserDefaults.standard.set(value, forKey: "allowDelete")
      allowDelete = value
    case .autoPause:
      UserDefaults.standard.set(value, forKey: "autoPause")
      autoPause = value
    case .keepAwake:
      UserDefaults.standard.set(value, forKey: "keepAwake")
      keepAwake = value
    case .healthExport:
      UserDefaults.standard.set(value, forKey: "healthExport")
      healthExport = value
    case .cloudSync:
      self.cloudSync = value
      NSUbiquitousKeyValueStore.default.set(value, forKey: "cloudSync")
    default:
      break
    }
    mirrorToCloud()
  }

  func updateText(_ option: RiderOption, value: String) {
    switch option {
    case .accent:
      UserDefaults.standard.set(value, forKey: "accent")
      self.accent = value
    case .sortOrder:
      UserDefaults.standard.set(value, forKey: "sortOrder")
      self.sortOrder = value
    case .mapStyle:
      UserDefaults.standard.set(value, forKey: "mapStyle")
      self.mapStyle = value
    default:
      break
    }
    mirrorToCloud()
  }

  func updateNumber(_ option: RiderOption, value: Int) {
    if option == .appIcon {
      UserDefaults.standard.set(value, forKey: "appIcon")
      appIcon = value
    }
  }

  private func mirrorToCloud() {}
}
