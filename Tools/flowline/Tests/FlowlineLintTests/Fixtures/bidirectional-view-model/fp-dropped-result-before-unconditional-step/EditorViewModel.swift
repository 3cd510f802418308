import Observation

enum EditorScreen { case composer, drafts }

final class AppRouter {
  func present(_ screen: EditorScreen) {}
  func dismiss() {}
}

// Plays feedback on a queue of its own: it starts work and returns nothing.
final class FeedbackPlayer {
  func play(_ strength: Int) { DispatchQueue.main.async {} }
}

// The feedback is played, then the composer shown whatever happens: the call's result (there
// is none) decides nothing.
@Observable final class EditorViewModel {
  var title = ""
  private let haptics: FeedbackPlayer
  private let router: AppRouter

  init(haptics: FeedbackPlayer, router: AppRouter) {
    self.haptics = haptics
    self.router = router
  }

  func composeTapped() {
    haptics.play(2)
    router.present(.composer)
  }
}
