import Combine
import Foundation
import SwiftUI

struct Machine: Codable { var address = "" }
struct Credential: Codable { var user = "" }
struct Macro: Codable { var body = "" }
struct Tunnel: Codable { var port = 0 }

/// Settings saved to the defaults as they change, and next to them the app's records —
/// machines, credentials, macros, tunnels — each saved through a dedicated sealed save, not
/// the way the settings are: the app's data store, not its configuration.
final class Workshop: ObservableObject {  // expect: god-object
  @Published var machines: [Machine] = [] { didSet { seal(machines, "machines") } }
  @Published var credentials: [Credential] = [] { didSet { seal(credentials, "credentials") } }
  @Published var macros: [Macro] = [] { didSet { seal(macros, "macros") } }
  @Published var tunnels: [Tunnel] = [] { didSet { seal(tunnels, "tunnels") } }
  @Published var timeout = 5 { didSet { remember(timeout, "timeout") } }
  @Published var fontSize = 12 { didSet { remember(fontSize, "fontSize") } }
  @Published var agreed = false { didSet { remember(agreed, "agreed") } }
  @Published var reduceMotion = false { didSet { remember(reduceMotion, "reduceMotion") } }
  @Published var autoOpen = true { didSet { remember(autoOpen, "autoOpen") } }
  @Published var busy = false

  private func remember(_ value: Any, _ key: String) {
    UserDefaults.standard.set(value, forKey: key)
  }

  private func seal<Value: Encodable>(_ value: Value, _ key: String) {
    guard let data = try? JSONEncoder().encode(value) else { return }
    UserDefaults.standard.set(Data(data.reversed()), forKey: key)
  }
}

struct MachineList: View {
  @EnvironmentObject var workshop: Workshop
  var body: some View { Text("\(workshop.machines.count) \(workshop.tunnels.count)") }
}

struct CredentialList: View {
  @EnvironmentObject var workshop: Workshop
  var body: some View { Text("\(workshop.credentials.count)") }
}

struct MacroList: View {
  @EnvironmentObject var workshop: Workshop
  var body: some View { Text("\(workshop.macros.count)") }
}

struct TerminalPane: View {
  @EnvironmentObject var workshop: Workshop
  var body: some View { Text("\(workshop.fontSize) \(workshop.busy)") }
}

/// The same records saved to files while the settings go to the defaults.
@Observable  // expect: god-object
final class Library {
  private let defaults = UserDefaults.standard
  var books: [Machine] = [] { didSet { try? JSONEncoder().encode(books).write(to: url("b")) } }
  var notes: [Macro] = [] { didSet { try? JSONEncoder().encode(notes).write(to: url("n")) } }
  var loans: [Tunnel] = [] { didSet { try? JSONEncoder().encode(loans).write(to: url("l")) } }
  var sort = 0 { didSet { defaults.set(sort, forKey: "sort") } }
  var grid = true { didSet { defaults.set(grid, forKey: "grid") } }
  var scale = 1.0 { didSet { defaults.set(scale, forKey: "scale") } }
  var sync = false { didSet { defaults.set(sync, forKey: "sync") } }
  var badge = true { didSet { defaults.set(badge, forKey: "badge") } }
  var sound = "" { didSet { defaults.set(sound, forKey: "sound") } }
  var busy = false

  private func url(_ name: String) -> URL { URL.documentsDirectory.appending(path: name) }
}

struct BookShelf: View {
  @Environment(Library.self) private var library
  var body: some View { Text("\(library.books.count) \(library.sort)") }
}

struct NotePad: View {
  @Environment(Library.self) private var library
  var body: some View { Text("\(library.notes.count)") }
}

struct LoanDesk: View {
  @Environment(Library.self) private var library
  var body: some View { Text("\(library.loans.count)") }
}

struct StatusLine: View {
  @Environment(Library.self) private var library
  var body: some View { Text("\(library.busy) \(library.sound)") }
}

@main
struct WorkshopApp: App {
  @StateObject private var workshop = Workshop()
  @State private var library = Library()
  var body: some Scene {
    WindowGroup {
      VStack {
        MachineList()
        CredentialList()
        MacroList()
        TerminalPane()
        BookShelf()
        NotePad()
        LoanDesk()
        StatusLine()
      }
      .environmentObject(workshop)
      .environment(library)
    }
  }
}
