import Observation

/// The app's notice for the user: a message about navigation that no screen owns (a link the
/// app doesn't understand, saved screens that could not be restored). Front ends show it in
/// their status line until the user's next key or tap.
///
/// It holds only sentences written for the user, never an action's or a state's description:
/// those can carry what the user typed, a password included.
@MainActor
package final class ActivityLog: Observable {
  private let registrar = ObservationRegistrar()
  private var noticeStorage: String?

  package init() {}

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
}
