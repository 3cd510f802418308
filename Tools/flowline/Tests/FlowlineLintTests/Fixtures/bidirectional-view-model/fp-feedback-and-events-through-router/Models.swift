import Combine
import Observation
import SwiftUI

protocol VaultStoring {
  func save(_ name: String) async throws
  func purge() async throws
}

enum GlobalElement {
  case spinner(visible: Bool)
  case successMessage(String)
  case errorMessage(String)
}

enum AlertKind { case confirmPurge }

final class VaultRouter {
  func display(element: GlobalElement) {}
  func alert(_ kind: AlertKind) {}
  func vaultSaved(named name: String) {}
}

/// After each result it only shows feedback in place (a spinner, a success or error message,
/// an alert) or reports what happened to the router, which then decides: nothing here says
/// where the app goes.
@MainActor
final class VaultEditorViewModel: ObservableObject {
  @Published var name = ""
  private let storage: any VaultStoring
  private let router: VaultRouter

  init(storage: any VaultStoring, router: VaultRouter) {
    self.storage = storage
    self.router = router
  }

  func save() async {
    router.display(element: .spinner(visible: true))
    do {
      try await storage.save(name)
      router.display(element: .successMessage("Saved"))
      router.vaultSaved(named: name)
    } catch {
      router.display(element: .errorMessage("\(error)"))
    }
  }

  func purge() async {
    try? await storage.purge()
    router.alert(.confirmPurge)
  }
}

protocol InboxFetching {
  func refresh(completion: @escaping (Bool) -> Void)
}

/// The coordinator shows a toast or a loading overlay and hears about events; written in a
/// completion-handler style with other names.
@Observable final class InboxScreenModel {
  private let source: any InboxFetching
  private weak var coordinator: InboxCoordinator?

  init(source: any InboxFetching, coordinator: InboxCoordinator) {
    self.source = source
    self.coordinator = coordinator
  }

  func reload() {
    coordinator?.setLoadingOverlay(true)
    source.refresh { [weak self] ok in
      self?.coordinator?.setLoadingOverlay(false)
      if !ok { self?.coordinator?.showToast("Could not refresh") }
      self?.coordinator?.inboxDidRefresh()
    }
  }
}

final class InboxCoordinator {
  func setLoadingOverlay(_ on: Bool) {}
  func showToast(_ text: String) {}
  func inboxDidRefresh() {}
}
