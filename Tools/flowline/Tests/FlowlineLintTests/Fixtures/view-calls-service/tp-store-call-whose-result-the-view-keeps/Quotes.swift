import Combine
import Foundation
import SwiftUI

final class QuoteStore {
  static let shared = QuoteStore()
  let publisher = PassthroughSubject<[String], Never>()

  func fetchQuote(id: String) async throws -> String {
    let (data, _) = try await URLSession.shared.data(
      from: URL(string: "https://example.com/\(id)")!)
    return String(decoding: data, as: UTF8.self)
  }
}

final class AuthorClient {
  func fetchAuthor(id: String) async throws -> String {
    let (data, _) = try await URLSession.shared.data(
      from: URL(string: "https://example.com/a/\(id)")!)
    return String(decoding: data, as: UTF8.self)
  }
}

// Subscribes to the store, but keeps what its call returns; and calls a client it does not
// subscribe to.
struct QuoteCard: View {
  let id: String
  let authors: AuthorClient
  @State private var quote = ""
  @State private var author = ""
  @State private var all: [String] = []

  var body: some View {
    Text("\(quote) — \(author)")
      .task {
        let text = try? await QuoteStore.shared.fetchQuote(id: id)  // expect: view-calls-service
        quote = text ?? ""
        let name = try? await authors.fetchAuthor(id: id)  // expect: view-calls-service
        author = name ?? ""
      }
      .onReceive(QuoteStore.shared.publisher) { all = $0 }
  }
}
