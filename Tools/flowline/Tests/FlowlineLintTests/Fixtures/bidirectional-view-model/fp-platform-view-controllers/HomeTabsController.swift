import Combine
import UIKit

enum Pane { case compose, inbox }

final class PaneRouter {
  func present(_ pane: Pane) {}
}

final class Permissions {
  func request() async -> Bool { true }
}

// A tab bar controller publishing its selection is a UIKit view controller, not a view model:
// presenting screens after a check is its job in MVC.
final class HomeTabsController: UITabBarController {
  @Published var selectedPane = 0
  private let permissions = Permissions()
  private let router = PaneRouter()

  func composeTapped() async {
    let granted = await permissions.request()
    if granted { router.present(.compose) }
  }
}

// The same through a project base class, observable or not.
class BaseScreenController: UIViewController {}

final class Inbox_screen: BaseScreenController, ObservableObject {
  @Published var unread = 0
  private let permissions = Permissions()
  private let router = PaneRouter()

  func open_inbox() async {
    if await permissions.request() { router.present(.inbox) }
  }
}
