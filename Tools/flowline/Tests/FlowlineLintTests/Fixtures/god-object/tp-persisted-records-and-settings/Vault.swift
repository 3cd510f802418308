import SwiftUI

struct Host: Codable { var address = "" }
struct KeyPair: Codable { var name = "" }
struct Snippet: Codable { var text = "" }
enum Redaction: String { case none, partial }

/// Every property saves itself as it changes, but what it saves is the app's records — hosts,
/// keys, snippets — next to its settings and a progress flag: the app's whole data store in
/// one environment object, not its configuration.
final class Vault: ObservableObject {  // expect: god-object
  @Published var hosts: [Host] = [] { didSet { save("hosts") } }
  @Published var keys: [KeyPair] = [] { didSet { save("keys") } }
  @Published var snippets: [Snippet] = [] { didSet { save("snippets") } }
  @Published var recent: [Host] = [] { didSet { save("recent") } }
  @Published var redaction = Redaction.none { didSet { save("redaction") } }
  @Published var timeout = 5 { didSet { save("timeout") } }
  @Published var fontSize = 12 { didSet { save("fontSize") } }
  @Published var agreed = false { didSet { save("agreed") } }
  @Published var reduceMotion = false { didSet { save("reduceMotion") } }
  @Published var busy = false

  private func save(_ key: String) {}
}

struct HostList: View {
  @EnvironmentObject var vault: Vault
  var body: some View { Text("\(vault.hosts.count) \(vault.redaction.rawValue)") }
}

struct KeyList: View {
  @EnvironmentObject var vault: Vault
  var body: some View { Text("\(vault.keys.count)") }
}

struct SnippetList: View {
  @EnvironmentObject var vault: Vault
  var body: some View { Text("\(vault.snippets.count)") }
}

struct TerminalPane: View {
  @EnvironmentObject var vault: Vault
  var body: some View { Text("\(vault.fontSize) \(vault.busy)") }
}
