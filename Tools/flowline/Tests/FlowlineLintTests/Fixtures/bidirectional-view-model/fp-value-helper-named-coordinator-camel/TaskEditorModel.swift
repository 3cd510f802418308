import Observation
import SwiftUI

// Date arithmetic for the editor, named like a coordinator: it cannot move the app anywhere.
struct TaskTimeCoordinator {
  let calendar: Calendar

  func startOfDay(_ date: Date) -> Date { calendar.startOfDay(for: date) }

  func endTime(after start: Date, minutes: Int) -> Date {
    calendar.date(byAdding: .minute, value: minutes, to: start) ?? start
  }
}

protocol TaskRepository {
  func save(title: String, day: Date) async throws -> Int
}

@Observable @MainActor
final class TaskEditorModel {
  var title = ""
  var day = Date()
  var savedID: Int?
  private let time = TaskTimeCoordinator(calendar: .current)
  private let repository: any TaskRepository

  init(repository: any TaskRepository) { self.repository = repository }

  func save() async {
    let id = try? await repository.save(title: title, day: day)
    if id != nil { day = time.startOfDay(day) }
    savedID = id
  }
}

// A struct router holding the step to take: still navigation.
struct TaskRouter {
  let open: (Int) -> Void
  func start(_ id: Int) { open(id) }
}

@Observable @MainActor  // expect: bidirectional-view-model
final class TaskCreatorModel {
  var title = ""
  private let router: TaskRouter
  private let repository: any TaskRepository

  init(router: TaskRouter, repository: any TaskRepository) {
    self.router = router
    self.repository = repository
  }

  func create() async {
    if let id = try? await repository.save(title: title, day: .now) { router.start(id) }
  }
}

// A struct coordinator holding the navigation controller: it can move the app.
struct OrderCoordinator {
  let navigationController: UINavigationController
  @discardableResult func showDetail(_ id: Int) -> Int {
    navigationController.pushViewController(UIViewController(), animated: true)
    return id
  }
}

@Observable @MainActor  // expect: bidirectional-view-model
final class OrderModel {
  private let coordinator: OrderCoordinator
  private let repository: any TaskRepository

  init(coordinator: OrderCoordinator, repository: any TaskRepository) {
    self.coordinator = coordinator
    self.repository = repository
  }

  func place() async {
    if let id = try? await repository.save(title: "order", day: .now) {
      coordinator.showDetail(id)
    }
  }
}
