import Combine
import Observation

enum Stop { case done, home, pending }

final class CheckoutRouter {
  func dismiss() {}
  func push(_ stop: Stop) {}
  func showHome() {}
}

final class ReceiptRepository {
  func delete(_ id: Int) async throws {}
  func save() async -> Bool { true }
}

final class AuthSession {
  var isSignedIn = false
  func refresh() async {}
}

final class Chime {
  func ring() { DispatchQueue.main.async {} }
}

// Failing skips the dismissal: the deletion's outcome decides it.
@Observable  // expect: bidirectional-view-model
final class ReceiptViewModel {
  private let repository: ReceiptRepository
  private let router: CheckoutRouter

  init(repository: ReceiptRepository, router: CheckoutRouter) {
    self.repository = repository
    self.router = router
  }

  func delete(id: Int) async {
    do {
      try await repository.delete(id)
      router.dismiss()
    } catch {}
  }
}

// Feedback first decides nothing, but the save's result then does.
final class Payment_model: ObservableObject {  // expect: bidirectional-view-model
  @Published var busy = false
  let chime = Chime()
  let repository = ReceiptRepository()
  let router = CheckoutRouter()

  func pay() async {
    chime.ring()
    let saved = await repository.save()
    if saved { router.push(.done) }
  }
}

// A refresh that returns nothing, then a step taken on state it may have changed.
final class SessionViewModel: NSObject, ObservableObject {  // expect: bidirectional-view-model
  @Published var name = ""
  let session = AuthSession()
  let router = CheckoutRouter()

  func resume() async {
    await session.refresh()
    guard session.isSignedIn else { return }
    router.showHome()
  }
}
