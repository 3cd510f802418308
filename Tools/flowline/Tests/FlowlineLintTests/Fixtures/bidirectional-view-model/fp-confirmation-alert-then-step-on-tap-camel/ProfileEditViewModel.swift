import Observation

struct PromptButton {
  var title: String
  var action: () async -> Void

  init(title: String, action: @escaping () async -> Void) {
    self.title = title
    self.action = action
  }
}

struct PromptContent {
  var title: String
  var confirm: PromptButton
  var cancel: PromptButton
}

final class PromptClient {
  func showAlert(_ content: PromptContent) async {}
}

final class ProfileRouter {
  func returnCarrying(_ value: String) {}
  func push(_ value: String) {}
}

// The awaited call only asks the user to confirm; the pop runs later, in the button's
// stored action, on the user's tap. No operation's result decides it.
@Observable
@MainActor
final class ProfileEditViewModel {
  private let promptClient = PromptClient()
  private var router: ProfileRouter?
  var nickname = ""

  func attach(_ router: ProfileRouter) { self.router = router }

  func saveTapped() {
    Task { await askToSave() }
  }

  private func askToSave() async {
    await promptClient.showAlert(
      PromptContent(
        title: "Save changes?",
        confirm: PromptButton(title: "Save") {
          let name = self.nickname
          await MainActor.run { self.router?.returnCarrying(name) }
        },
        cancel: PromptButton(title: "Cancel") {}
      ))
  }
}
