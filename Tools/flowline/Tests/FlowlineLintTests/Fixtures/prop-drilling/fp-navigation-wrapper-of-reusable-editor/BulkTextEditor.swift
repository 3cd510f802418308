import SwiftUI

// A reusable editor for several lines at once, shown in its own navigation stack by a wrapper
// that hands it every input it has: the wrapper and the editor are one component.
struct BulkTextEditor: View {
  @Environment(\.dismiss) private var dismiss
  @Binding private var lines: [String]
  @State private var text = ""
  private let title: String

  init(lines: Binding<[String]>, title: String) {
    _lines = lines
    self.title = title
  }

  var body: some View {
    TextEditor(text: $text)
      .navigationTitle(title)
      .toolbar {
        Button("Done") {
          lines = text.split(separator: "\n").map(String.init)
          dismiss()
        }
      }
  }
}

struct BulkTextNavigation: View {
  @Binding var lines: [String]
  let title: String

  var body: some View {
    NavigationStack {
      BulkTextEditor(lines: $lines, title: title)
    }
  }
}

struct AddStepsButton: View {
  @Binding var steps: [String]
  @State private var isPresented = false

  var body: some View {
    Button("Add steps") { isPresented = true }
      .sheet(isPresented: $isPresented) {
        BulkTextNavigation(lines: $steps, title: "Steps")
      }
  }
}

// The other button hands the editor a binding it computes (names split off quantities).
struct AddIngredientsButton: View {
  @Binding var ingredients: [String: Int]
  @State private var isPresented = false

  var body: some View {
    Button("Add ingredients") { isPresented = true }
      .sheet(isPresented: $isPresented) {
        BulkTextNavigation(lines: names, title: "Ingredients")
      }
  }

  private var names: Binding<[String]> {
    Binding(
      get: { ingredients.keys.sorted() },
      set: { ingredients = Dictionary(uniqueKeysWithValues: $0.map { ($0, 1) }) })
  }
}

struct RecipeSections: View {
  @State private var steps: [String] = []
  @State private var ingredients: [String: Int] = [:]

  var body: some View {
    Section {
      AddStepsButton(steps: $steps)
      AddIngredientsButton(ingredients: $ingredients)
    }
  }
}
