import Combine

// Processors that publish state and hold a coordinator, but whose navigation never follows
// an operation: it sits in another `switch` case or `if` branch than the work, or the only
// call before it is synchronous bookkeeping through a services container.

class StatePublisherBase<Value> {
  let state: CurrentValueSubject<Value, Never>
  init(_ value: Value) { state = CurrentValueSubject(value) }
}

enum AccountRoute { case export, language, back }
enum AccountAction {
  case themeChanged(Int)
  case exportTapped, languageTapped
  case saveOrLeave(Bool)
}

final class AccountCoordinator {
  func navigate(to route: AccountRoute) {}
}

protocol ThemeStoring { func store(_ theme: Int) async }
protocol EventLogging { func record(_ name: String) }
protocol HasAccountServices {
  var themes: any ThemeStoring { get }
  var log: any EventLogging { get }
}

final class AccountProcessor: StatePublisherBase<Int> {
  private let coordinator: AccountCoordinator
  private let services: any HasAccountServices

  init(coordinator: AccountCoordinator, services: any HasAccountServices) {
    self.coordinator = coordinator
    self.services = services
    super.init(0)
  }

  /// Each case is one user action: the save in one case does not lead to the screens of the
  /// others.
  func receive(_ action: AccountAction) async {
    switch action {
    case .themeChanged(let theme):
      await services.themes.store(theme)
    case .exportTapped:
      coordinator.navigate(to: .export)
    case .languageTapped:
      coordinator.navigate(to: .language)
    case .saveOrLeave(let save):
      if save {
        await services.themes.store(1)
      } else {
        coordinator.navigate(to: .back)
      }
    }
  }

  /// `else if`: the step is in a later branch than the work.
  func settle(_ value: Int) async {
    if value > 1 {
      await services.themes.store(value)
    } else if value == 0 {
      coordinator.navigate(to: .back)
    }
  }

  /// Logging through the container is synchronous bookkeeping, not an operation whose
  /// result decides anything.
  func leave() {
    services.log.record("leave")
    coordinator.navigate(to: .back)
  }
}
