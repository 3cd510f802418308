import Foundation
import Observation
import SwiftUI

struct ModelProvider: Codable { var name = "", endpoint = "" }
struct PromptTemplate: Codable { var title = "", body = "" }

/// The user's settings: every option saves itself into the defaults, and so do the two lists
/// the user configures (providers and prompt templates), through one save method each.
@Observable final class AppSettings {
  private let defaults = UserDefaults.standard
  var providers: [ModelProvider] = [] { didSet { saveProviders() } }
  var templates: [PromptTemplate] = [] { didSet { saveTemplates() } }
  var providerName = "" { didSet { defaults.set(providerName, forKey: "provider") } }
  var language = "en" { didSet { defaults.set(language, forKey: "language") } }
  var quality = 1 { didSet { defaults.set(quality, forKey: "quality") } }
  var liveCaptions = false { didSet { defaults.set(liveCaptions, forKey: "live") } }
  var sortNewestFirst = true { didSet { defaults.set(sortNewestFirst, forKey: "sort") } }
  var autoTagging = false { didSet { defaults.set(autoTagging, forKey: "tags") } }
  var logLevel = 0 { didSet { defaults.set(logLevel, forKey: "log") } }
  var shareDiagnostics = false { didSet { defaults.set(shareDiagnostics, forKey: "diag") } }

  private func saveProviders() {
    defaults.set(try? JSONEncoder().encode(providers), forKey: "providers")
  }

  private func saveTemplates() {
    defaults.set(try? JSONEncoder().encode(templates), forKey: "templates")
  }
}

struct ProvidersPane: View {
  @Environment(AppSettings.self) private var settings
  var body: some View { Text("\(settings.providers.count) \(settings.providerName)") }
}

struct TemplatesPane: View {
  @Environment(AppSettings.self) private var settings
  var body: some View { Text("\(settings.templates.count)") }
}

struct RecordingPane: View {
  @Environment(AppSettings.self) private var settings
  var body: some View {
    Text(settings.language).bold(settings.liveCaptions).help("\(settings.quality)")
  }
}

struct DiagnosticsPane: View {
  @Environment(AppSettings.self) private var settings
  var body: some View { Text("\(settings.logLevel)").italic(settings.shareDiagnostics) }
}

@main
struct RecorderApp: App {
  @State private var settings = AppSettings()
  var body: some Scene { WindowGroup { ProvidersPane().environment(settings) } }
}
