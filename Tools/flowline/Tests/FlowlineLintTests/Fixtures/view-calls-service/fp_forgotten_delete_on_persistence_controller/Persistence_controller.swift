import CoreData
import SwiftUI

// A persistence controller deleting a record in its view context and saving in a background
// task; the sidebar row fires the delete and forgets it.
final class Persistence_controller {
  static let shared = Persistence_controller()
  let container = NSPersistentContainer(name: "Chats")

  func delete(_ model: NSManagedObject) throws {
    if let existing = find_existing(model, in: container.viewContext) {
      container.viewContext.delete(existing)
      Task(priority: .background) {
        try await container.viewContext.perform {
          try container.viewContext.save()
        }
      }
    }
  }

  private func find_existing(_ model: NSManagedObject, in context: NSManagedObjectContext)
    -> NSManagedObject?
  {
    try? context.existingObject(with: model.objectID)
  }
}

struct Sidebar_item: View {
  let conversation: NSManagedObject

  var body: some View {
    Text("Chat").contextMenu {
      Button("Delete") { try? Persistence_controller.shared.delete(conversation) }
    }
  }
}
