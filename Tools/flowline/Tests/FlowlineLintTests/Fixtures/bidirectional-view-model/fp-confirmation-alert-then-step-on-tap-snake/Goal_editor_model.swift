import Combine

struct Toast_spec {
  var text: String
  var on_undo: () -> Void
}

protocol Dialog_presenting {
  func present_dialog(_ spec: Toast_spec, completion: @escaping () -> Void) async
}

final class Goal_Navigator {
  func go_back() {}
}

final class Goal_store {
  func save(_ goal: Int) async -> Bool { true }
}

// A dialog shown through an injected presenter, its step in a closure stored in the value
// handed over (run on the user's tap), and a second presenter call whose completion only
// reports the dialog closing.
final class Goal_editor_model: ObservableObject {
  @Published var goal = 0
  let dialogs: Dialog_presenting
  let navigator = Goal_Navigator()

  init(dialogs: Dialog_presenting) {
    self.dialogs = dialogs
  }

  func confirm_leave() async {
    await dialogs.present_dialog(
      Toast_spec(text: "Discard?") { [weak self] in self?.navigator.go_back() }
    ) {}
  }

  func ask_again() async {
    await dialogs.present_dialog(Toast_spec(text: "Leave?", on_undo: {})) { [weak self] in
      self?.navigator.go_back()
    }
  }
}
