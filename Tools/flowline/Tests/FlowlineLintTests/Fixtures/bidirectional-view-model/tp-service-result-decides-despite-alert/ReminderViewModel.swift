import Observation

final class AlertPresenter {
  func showAlert(_ title: String, onConfirm: @escaping () -> Void) async {}
}

final class ReminderService {
  func save(_ text: String) async throws -> Int { 1 }
  func upload(_ text: String, completion: @escaping (Bool) -> Void) {}
}

final class ReminderRouter {
  func push(_ id: Int) {}
  func dismiss() {}
}

// The alert is feedback, but the save's result still decides where the app goes.
@Observable  // expect: bidirectional-view-model
final class ReminderViewModel {
  private let alertPresenter = AlertPresenter()
  private let service = ReminderService()
  private let router = ReminderRouter()
  var text = ""

  func save() async {
    await alertPresenter.showAlert("Saving") {}
    do {
      let id = try await service.save(text)
      router.push(id)
    } catch {}
  }
}

// A completion closure handed straight to the work still follows its result.
final class Upload_Presenter {  // expect: bidirectional-view-model
  let service = ReminderService()
  let router = ReminderRouter()

  func upload() {
    service.upload("draft") { [weak self] done in
      if done { self?.router.dismiss() }
    }
  }
}
