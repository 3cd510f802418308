import Combine
import Foundation
import SwiftUI

@propertyWrapper
struct StoredDefault<Value> {
  let key: String
  let fallback: Value

  init(_ key: String, _ fallback: Value) {
    self.key = key
    self.fallback = fallback
  }

  var wrappedValue: Value {
    get { UserDefaults.standard.object(forKey: key) as? Value ?? fallback }
    set { UserDefaults.standard.set(newValue, forKey: key) }
  }
}

/// Announces every change of the user defaults.
class DefaultsBackedStore: ObservableObject {
  let objectWillChange = ObservableObjectPublisher()
  private var subscription: AnyCancellable?

  init() {
    subscription = NotificationCenter.default.publisher(for: UserDefaults.didChangeNotification)
      .sink { [weak self] _ in self?.objectWillChange.send() }
  }
}

// Everything it holds lives in the user defaults: a new one reads the same recipes back.
final class RecipeStore: DefaultsBackedStore {
  @StoredDefault("recipes", "") private var recipesJSON: String

  var recipeCount: Int { recipesJSON.split(separator: ",").count }

  func add(_ name: String) { recipesJSON += "," + name }
}

// The same base, but the draft it edits is kept only in memory: one per render forgets it.
final class RecipeDraftStore: DefaultsBackedStore {
  @StoredDefault("recipes", "") private var recipesJSON: String
  @Published var draft = ""

  func commit() { recipesJSON += "," + draft }
}

struct RecipeList: View {
  @EnvironmentObject var store: RecipeStore
  var body: some View { Text("\(store.recipeCount) recipes") }
}

struct RecipeEditor: View {
  @EnvironmentObject var drafts: RecipeDraftStore
  var body: some View { TextField("Name", text: $drafts.draft) }
}

struct RecipeHarness: View {
  var body: some View {
    VStack {
      RecipeList().environmentObject(RecipeStore())
      RecipeEditor().environmentObject(RecipeDraftStore())  // expect: body-side-effect
    }
  }
}
