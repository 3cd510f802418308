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
