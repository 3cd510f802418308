package import Flowline
import Observation

/// What the app did last, for a status line: the last action any screen processed, the last
/// screen event, and the last notice (a deep link that failed, a restoration that fell back).
///
/// The factory installs ``interceptor(_:)`` on every store it builds: logging is cross-cutting
/// policy, composed without touching the features.
@MainActor
package final class ActivityLog: Observable {
  private let registrar = ObservationRegistrar()
  private var lastActionStorage: String?
  private var lastScreenEventStorage: String?
  private var noticeStorage: String?

  package init() {}

  /// "FilmList: filmsResponse", the last action a screen processed.
  package var lastAction: String? {
    registrar.access(self, keyPath: \.lastAction)
    return lastActionStorage
  }

  /// "FilmList → filmSelected(42)", the last screen event.
  package var lastScreenEvent: String? {
    registrar.access(self, keyPath: \.lastScreenEvent)
    return lastScreenEventStorage
  }

  /// A message for the user about navigation (a bad link, a restoration that fell back).
  package var notice: String? {
    get {
      registrar.access(self, keyPath: \.notice)
      return noticeStorage
    }
    set {
      registrar.withMutation(of: self, keyPath: \.notice) { noticeStorage = newValue }
    }
  }

  /// An interceptor that records a store's actions and screen events under `name`.
  package func interceptor<F: Feature>(_ name: String) -> Interceptor<F> {
    Interceptor(
      action: { [weak self] action in
        self?.record(\.lastAction, in: \.lastActionStorage, "\(name): \(Self.label(action))")
      },
      screenEvent: { [weak self] event in
        self?.record(
          \.lastScreenEvent, in: \.lastScreenEventStorage, "\(name) → \(Self.label(event))")
      })
  }

  private func record(
    _ keyPath: KeyPath<ActivityLog, String?>,
    in storage: ReferenceWritableKeyPath<ActivityLog, String?>,
    _ text: String
  ) {
    registrar.withMutation(of: self, keyPath: keyPath) { self[keyPath: storage] = text }
  }

  /// A short label for an action or event: its case name, with its payload when that is short
  /// and plain (`filmSelected(42)`, `filmsResponse(…)`).
  package static func label(_ value: some Any) -> String {
    let text = String(describing: value)
    guard let paren = text.firstIndex(of: "(") else { return text }
    let payload = text[paren...]
    if payload.count <= 24, !payload.contains(".") { return text }
    return text[..<paren] + "(…)"
  }
}
