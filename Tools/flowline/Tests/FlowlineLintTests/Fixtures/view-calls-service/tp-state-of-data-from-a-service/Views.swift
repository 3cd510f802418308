import SwiftUI

final class CatalogRepository {
  func fetchTitles() async throws -> [String] { [] }
  func fetchCover(_ title: String) async throws -> Image { Image(systemName: "book") }
  func uploadCover(_ title: String) async throws -> Image { Image(systemName: "book") }
}

// The view keeps the service's data in its own state: not a picture it shows.
struct CatalogScreen: View {
  let repository: CatalogRepository
  @State private var titles: [String] = []
  @State private var cover: Image?

  var body: some View {
    List(titles, id: \.self) { Text($0) }
      .task {
        titles = (try? await repository.fetchTitles()) ?? []  // expect: view-calls-service
        cover = try? await repository.fetchCover("first")  // expect: view-calls-service
      }
  }
}

// Sending a picture away and keeping what comes back changes the app's data.
struct Cover_editor: View {
  let repository: CatalogRepository
  @State private var cover: Image?

  var body: some View {
    Button("Upload") {
      Task { cover = try? await repository.uploadCover("mine") }  // expect: view-calls-service
    }
  }
}
