import Combine
import Foundation
import SwiftUI

struct RecipeState: Equatable {
  var recipes: [String: String] = [:]
}

/// A Redux-like store: one state value, published; its actions do the work and write it.
final class RecipeStore {
  static let shared = RecipeStore()
  private let subject = CurrentValueSubject<RecipeState, Never>(RecipeState())
  var publisher: AnyPublisher<RecipeState, Never> { subject.eraseToAnyPublisher() }

  func addRecipe(from url: URL, id: String) async throws {
    let (data, _) = try await URLSession.shared.data(from: url)
    subject.value.recipes[id] = String(decoding: data, as: UTF8.self)
  }
}

// Asks the store to add the recipe and renders what the store publishes; it keeps only its own
// failure message.
struct RecipeAdder: View {
  let url: URL
  @State private var id = UUID().uuidString
  @State private var recipe: String?
  @State private var failure: String?

  var body: some View {
    Text(recipe ?? failure ?? "Adding…")
      .onAppear {
        Task {
          do {
            try await RecipeStore.shared.addRecipe(from: url, id: id)
          } catch {
            failure = "I couldn't add this recipe"
          }
        }
      }
      .onReceive(RecipeStore.shared.publisher.map { $0.recipes[id] }) { recipe = $0 }
  }
}
