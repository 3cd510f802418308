/// A rule shown at work: code it reports, the same code written the way the rule asks, and what
/// to do about a finding.
public struct RuleExample: Sendable, Hashable {
  /// Swift code the rule reports (with its defaults, or with `thresholds` when given).
  public var bad: String
  /// The same intent written so that the rule reports nothing.
  public var good: String
  /// What to do about a finding, in a few sentences.
  public var advice: String
  /// Lower thresholds under which the shortened `bad` code is reported (the defaults ask for
  /// bigger code than a short example shows); empty when the defaults report it.
  public var thresholds: [String: Int]

  /// Creates an example.
  public init(bad: String, good: String, advice: String, thresholds: [String: Int] = [:]) {
    self.bad = bad
    self.good = good
    self.advice = advice
    self.thresholds = thresholds
  }
}

extension RuleCatalog {
  /// The example of a rule, by identifier; every rule of `descriptions` has one.
  public static func example(for id: String) -> RuleExample? {
    examples[id]
  }

  private static let examples: [String: RuleExample] = [
    "prop-drilling": RuleExample(
      bad: """
        struct ContentView: View {
          @State private var selection: String?
          var body: some View { FilmList(selection: $selection) }
        }
        struct FilmList: View {
          @Binding var selection: String?
          var body: some View { FilmDetail(selection: $selection) }
        }
        struct FilmDetail: View {
          @Binding var selection: String?
          var body: some View { CastList(selection: $selection) }
        }
        struct CastList: View {
          @Binding var selection: String?
          var body: some View { Button("Clear") { selection = nil } }
        }
        """,
      good: """
        @Observable final class Selection { var name: String? }
        struct ContentView: View {
          @State private var selection = Selection()
          var body: some View { FilmList().environment(selection) }
        }
        struct FilmList: View { var body: some View { FilmDetail() } }
        struct FilmDetail: View { var body: some View { CastList() } }
        struct CastList: View {
          @Environment(Selection.self) private var selection
          var body: some View { Button("Clear") { selection.name = nil } }
        }
        """,
      advice: """
        Let the view that uses the state read it where it lives: a screen's view model, or an \
        @Observable model in the environment. The views in between stop declaring it. A plain \
        value or an action closure passed down is ordinary composition and is not reported.
        """),
    "god-object": RuleExample(
      bad: """
        final class AppState: ObservableObject {
          @Published var userName = ""
          @Published var token: String?
          @Published var films: [String] = []
          @Published var filter = ""
          @Published var track: String?
          @Published var isPlaying = false
        }
        @main struct FilmsApp: App {
          @StateObject private var state = AppState()
          var body: some Scene { WindowGroup { RootView().environmentObject(state) } }
        }
        struct AccountView: View {
          @EnvironmentObject private var state: AppState
          var body: some View { Text(state.token == nil ? "Signed out" : state.userName) }
        }
        struct FilmsView: View {
          @EnvironmentObject private var state: AppState
          var body: some View {
            List(state.films.filter { $0.hasPrefix(state.filter) }, id: \\.self) { Text($0) }
          }
        }
        struct PlayerView: View {
          @EnvironmentObject private var state: AppState
          var body: some View { Text(state.isPlaying ? state.track ?? "" : "Paused") }
        }
        """,
      good: """
        final class Session: ObservableObject {
          @Published var userName = ""
          @Published var token: String?
        }
        final class Catalog: ObservableObject {
          @Published var films: [String] = []
          @Published var filter = ""
        }
        final class Player: ObservableObject {
          @Published var track: String?
          @Published var isPlaying = false
        }
        // FilmsApp puts each model into the environment; each view reads the one it needs:
        struct PlayerView: View {
          @EnvironmentObject private var player: Player
          var body: some View { Text(player.isPlaying ? player.track ?? "" : "Paused") }
        }
        """,
      advice: """
        Split the model along the groups the finding lists (each group is read by its own \
        views), into focused models or per-screen view models. A cohesive app-wide model — a \
        theme, the session, the user's settings — is what the environment is for and is not \
        reported. The example is shortened: by default the rule asks for 10 mutable stored \
        properties and 4 reading views.
        """,
      thresholds: ["minStoredProperties": 6, "minReaders": 3]),
    "observed-object-owned": RuleExample(
      bad: """
        final class FilmListModel: ObservableObject {
          @Published var films: [String] = []
          func load() async { films = await FilmStore.titles() }
        }
        struct FilmListView: View {
          @ObservedObject var model = FilmListModel()
          var body: some View { List(model.films, id: \\.self) { Text($0) } }
        }
        """,
      good: """
        final class FilmListModel: ObservableObject {
          @Published var films: [String] = []
          func load() async { films = await FilmStore.titles() }
        }
        struct FilmListView: View {
          @StateObject private var model = FilmListModel()
          var body: some View { List(model.films, id: \\.self) { Text($0) } }
        }
        """,
      advice: """
        A view that creates the object it observes owns it: use @StateObject (or @State with an \
        @Observable class), or take the object from the caller with no default value. \
        @ObservedObject re-creates the object, and loses its state, whenever the parent \
        re-renders.
        """),
    "state-not-private": RuleExample(
      bad: """
        struct Counter: View {
          @State var count = 0
          var body: some View { Button("\\(count)") { count += 1 } }
        }
        """,
      good: """
        struct Counter: View {
          @State private var count = 0
          var body: some View { Button("\\(count)") { count += 1 } }
        }
        """,
      advice: """
        Make it private: @State belongs to the view, and a value passed in through the \
        memberwise initializer only seeds it the first time. State a parent must set is a \
        plain `let` or a @Binding. State the view's extensions in other files use cannot be \
        private; it is reported only when a caller passes it in.
        """),
    "state-holds-reference": RuleExample(
      bad: """
        final class PlayerModel: ObservableObject {
          @Published var isPlaying = false
          func toggle() { isPlaying.toggle() }
        }
        struct PlayerView: View {
          @State private var model = PlayerModel()
          var body: some View { Text(model.isPlaying ? "Playing" : "Paused") }
        }
        """,
      good: """
        final class PlayerModel: ObservableObject {
          @Published var isPlaying = false
          func toggle() { isPlaying.toggle() }
        }
        struct PlayerView: View {
          @StateObject private var model = PlayerModel()
          var body: some View { Text(model.isPlaying ? "Playing" : "Paused") }
        }
        """,
      advice: """
        @State on an ObservableObject keeps the object alive but never observes it: the view \
        does not update when it changes. Use @StateObject, or make the class @Observable and \
        keep @State.
        """),
    "body-side-effect": RuleExample(
      bad: """
        struct FilmRow: View {
          let title: String
          @State private var renders = 0
          var body: some View {
            renders += 1
            return Text("\\(title) (\\(renders))")
          }
        }
        """,
      good: """
        struct FilmRow: View {
          let title: String
          @State private var appearances = 0
          var body: some View {
            Text("\\(title) (\\(appearances))")
              .onAppear { appearances += 1 }
          }
        }
        """,
      advice: """
        Keep `body` a pure function of state: derive values, and move work — state writes, \
        loading, allocating a model — into an action that runs later (`.task`, `.onAppear`, \
        `.onChange`, a button, the view model's intent handler).
        """),
    "bidirectional-view-model": RuleExample(
      bad: """
        enum Route { case home }
        final class AppRouter: ObservableObject {
          @Published var path: [Route] = []
          func push(_ route: Route) { path.append(route) }
        }
        protocol AuthService { func logIn(user: String) async throws }
        @MainActor final class LoginViewModel: ObservableObject {
          @Published var error: String?
          private let auth: any AuthService
          private let router: AppRouter
          init(auth: any AuthService, router: AppRouter) {
            self.auth = auth
            self.router = router
          }
          func logIn(user: String) async {
            do {
              try await auth.logIn(user: user)
              router.push(.home)
            } catch {
              self.error = "\\(error)"
            }
          }
        }
        """,
      good: """
        protocol AuthService { func logIn(user: String) async throws }
        @MainActor final class LoginViewModel: ObservableObject {
          enum Event { case loggedIn }
          @Published var error: String?
          private let auth: any AuthService
          private let onEvent: (Event) -> Void
          init(auth: any AuthService, onEvent: @escaping (Event) -> Void) {
            self.auth = auth
            self.onEvent = onEvent
          }
          func logIn(user: String) async {
            do {
              try await auth.logIn(user: user)
              onEvent(.loggedIn)
            } catch {
              self.error = "\\(error)"
            }
          }
        }
        """,
      advice: """
        Report what happened as a screen event (`onEvent(.loggedIn)`) and let a flow, \
        coordinator or parent decide where the app goes. The view model then works in any \
        journey, and its tests need no router.
        """),
    "view-calls-service": RuleExample(
      bad: """
        protocol FilmRepository { func fetchFilms() async throws -> [String] }
        struct FilmListView: View {
          let repository: any FilmRepository
          @State private var films: [String] = []
          var body: some View {
            List(films, id: \\.self) { Text($0) }
              .task { films = (try? await repository.fetchFilms()) ?? [] }
          }
        }
        """,
      good: """
        struct FilmListView: View {
          let films: [String]
          let onAppear: () -> Void
          var body: some View {
            List(films, id: \\.self) { Text($0) }
              .onAppear(perform: onAppear)
          }
        }
        """,
      advice: """
        Send the user's intent to a view model or store (`model.send(.appeared)`) and let it \
        call the service and turn the result into state the view renders. The view becomes a \
        function of that state, testable and previewable without a backend.
        """),
    "environment-object-overuse": RuleExample(
      bad: """
        final class Session: ObservableObject { @Published var userName = "" }
        final class Library: ObservableObject { @Published var films: [String] = [] }
        final class Settings: ObservableObject { @Published var isCompact = false }
        struct GreetingView: View {
          @EnvironmentObject private var session: Session
          @EnvironmentObject private var library: Library
          @EnvironmentObject private var settings: Settings
          var body: some View { Text("Hello, \\(session.userName)") }
        }
        """,
      good: """
        struct GreetingView: View {
          let userName: String
          var body: some View { Text("Hello, \\(userName)") }
        }
        """,
      advice: """
        Pass the few values the view needs as parameters, or give it one focused model. Every \
        environment model is an implicit dependency that previews and tests must build, and \
        the view re-renders for changes it does not use.
        """),
    "parse-error": RuleExample(
      bad: """
        struct Title: View {
          var body: some View { Text("Films" }
        }
        """,
      good: """
        struct Title: View {
          var body: some View { Text("Films") }
        }
        """,
      advice: """
        Fix the syntax error the note points at. The file was still checked, but a finding in \
        the code around the error may be missing or misplaced.
        """),
  ]
}
