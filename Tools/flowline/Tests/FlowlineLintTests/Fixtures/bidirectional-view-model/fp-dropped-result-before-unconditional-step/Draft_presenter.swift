import Combine

final class DraftService {
  func flush() async {}
}

final class DraftNavigator {
  func dismiss() {}
}

// Awaits a flush that returns nothing and cannot fail, then closes: the step is taken anyway.
final class Draft_presenter: ObservableObject {
  @Published var is_saving = false
  let draft_service: DraftService
  let navigator: DraftNavigator

  init(draft_service: DraftService, navigator: DraftNavigator) {
    self.draft_service = draft_service
    self.navigator = navigator
  }

  func close_tapped() async {
    await draft_service.flush()
    navigator.dismiss()
  }

  func discard_tapped() {
    Task {
      _ = await draft_service.flush()
      navigator.dismiss()
    }
  }
}
