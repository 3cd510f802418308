import Foundation
import SwiftUI

final class TaskSplitterService: ObservableObject {
  @Published var suggestions: [String] = []
  @Published var isProcessing = false

  func splitTask(_ name: String) async {
    isProcessing = true
    let url = URL(string: "https://example.com/split?q=\(name)")!
    if let (data, _) = try? await URLSession.shared.data(from: url) {
      suggestions = [String(decoding: data, as: UTF8.self)]
    }
    isProcessing = false
  }
}

// The view sets up its store (an unrelated await), sends the split to its own model and copies
// what the model published into its editable list: the model owns the use case.
struct TaskSplitterSheet: View {
  let taskName: String
  @StateObject private var splitter = TaskSplitterService()
  @State private var suggestions: [String] = []
  @State private var store: String?

  var body: some View {
    List(suggestions, id: \.self) { Text($0) }
      .task {
        store = await MainActor.run { "tasks" }
        await splitter.splitTask(taskName)
        suggestions = splitter.suggestions
      }
  }
}

// Checking with the model first, then loading through it, sequences the use case in the view.
struct TaskSplitterRetry: View {
  let taskName: String
  @StateObject private var splitter = TaskSplitterService()
  @State private var attempt = ""

  var body: some View {
    Text(attempt)
      .task {
        attempt = taskName
        await splitter.splitTask("probe")  // expect: view-calls-service
        await splitter.splitTask(taskName)  // expect: view-calls-service
      }
  }
}
