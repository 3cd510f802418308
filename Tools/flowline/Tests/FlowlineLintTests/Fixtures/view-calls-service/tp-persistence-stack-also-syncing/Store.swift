import CoreData
import SwiftUI

// The same stack, but its save also uploads the changes, and another call is awaited for a
// result the view keeps: the view runs the use case itself.
final class NotesStack {
  static let shared = NotesStack()
  let container = NSPersistentContainer(name: "Notes")

  func saveAndSync() {
    try? container.viewContext.save()
    URLSession.shared.dataTask(with: URL(string: "https://example.com/sync")!).resume()
  }

  func countNotes() async -> Int {
    await container.viewContext.perform { 0 }
  }
}

struct NoteEditor: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Button("Save") { NotesStack.shared.saveAndSync() }  // expect: view-calls-service
      Text("\(count)")
        .task { count = await NotesStack.shared.countNotes() }  // expect: view-calls-service
    }
  }
}
