import Foundation
import SwiftUI

struct Recipe: Decodable {
  var title: String
}

final class RecipeAPI {
  static let shared = RecipeAPI()
  func fetchRecipe(id: Int, completion: @escaping (Recipe?) -> Void) {
    URLSession.shared.dataTask(with: URL(string: "https://example.com/\(id)")!) { data, _, _ in
      completion(data.flatMap { try? JSONDecoder().decode(Recipe.self, from: $0) })
    }.resume()
  }
}

// The completion hands a record, not a picture: the card loads the app's data itself.
struct RecipeCard: View {
  let id: Int
  @State private var title = ""
  @State private var photo = UIImage()

  var body: some View {
    VStack {
      Image(uiImage: photo)
      Text(title)
    }
    .onAppear {
      RecipeAPI.shared.fetchRecipe(id: id) { recipe in  // expect: view-calls-service
        if let loaded = recipe {
          title = loaded.title
        }
      }
    }
  }
}
