import CoreData
import SwiftUI
import WidgetKit

// The app's Core Data stack, a shared struct holding the container: a view firing a save of
// its own context at it does what it would do with `viewContext.save()` itself.
struct CDStack {
  static let shared = CDStack()
  let persistentContainer: NSPersistentCloudKitContainer

  init() {
    persistentContainer = NSPersistentCloudKitContainer(name: "Debts")
  }

  func saveContext(context: NSManagedObjectContext) {
    DispatchQueue.main.async {
      if context.hasChanges {
        do {
          try context.save()
          WidgetCenter.shared.reloadAllTimelines()
        } catch {
          context.rollback()
          print("Unresolved error \(error)")
        }
      }
    }
  }
}

struct AddDebtView: View {
  @Environment(\.managedObjectContext) private var viewContext
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Save") {
      CDStack.shared.saveContext(context: viewContext)
      dismiss()
    }
  }
}
