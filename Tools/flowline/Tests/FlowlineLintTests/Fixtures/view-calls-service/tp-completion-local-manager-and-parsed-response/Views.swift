import SwiftUI

struct Post: Decodable {
  var title: String
}

final class FeedAPIClient: ObservableObject {
  @Published var isOnline = true
  func fetchPosts(completion: @escaping ([Post]) -> Void) {}
}

// An observed client called with a completion handler that sets the view's own state.
struct FeedScreen: View {
  @EnvironmentObject var api: FeedAPIClient
  @State private var posts: [Post] = []
  var body: some View {
    List(posts, id: \.title) { Text($0.title) }
      .onAppear {
        api.fetchPosts { result in  // expect: view-calls-service
          self.posts = result
        }
      }
  }
}

final class ExportManager {
  func export(_ names: [String], completion: @escaping (Bool) -> Void) {
    DispatchQueue.global().async { completion(!names.isEmpty) }
  }
}

final class Sync_manager {
  func syncEverything() async {}
}

// A manager made as a local, in an action and in body, and called.
struct ExportButton: View {
  let names: [String]
  @State private var done = false
  var body: some View {
    let syncer = Sync_manager()
    Button("Export") {
      let exporter = ExportManager()
      exporter.export(names) { ok in done = ok }  // expect: view-calls-service
    }
    .task { await syncer.syncEverything() }  // expect: view-calls-service
  }
}

struct Backend {
  func get(_ path: String) async throws -> (Data, URLResponse) { (Data(), URLResponse()) }
}

// A backend call awaited by the view, whose response the view parses itself.
struct PostsPane: View {
  let backend: Backend
  let db: Database
  @State private var posts: [Post] = []
  var body: some View {
    List(posts, id: \.title) { Text($0.title) }
      .task {
        let (data, _) = try! await backend.get("/posts")  // expect: view-calls-service
        posts = (try? JSONDecoder().decode([Post].self, from: data)) ?? []
      }
      .refreshable {
        let response = try? await db.from("posts").select().execute()  // expect: view-calls-service
        posts = (try? JSONDecoder().decode([Post].self, from: response?.data ?? Data())) ?? []
      }
  }
}

final class StorageAPIClient {
  func upload(_ data: Data) async throws -> URL { URL(fileURLWithPath: "/") }
}

// An avatar component that uploads a new picture changes the app's data: not loading its own
// bytes.
struct EditableAvatarView: View {
  let storage: StorageAPIClient
  @State private var picked = Data()
  var body: some View {
    Circle().onTapGesture {
      Task { _ = try? await storage.upload(picked) }  // expect: view-calls-service
    }
  }
}

final class UploadService {
  static let shared = UploadService()
  func uploadAll(_ names: [String], completion: @escaping (Bool) -> Void) {
    guard !names.isEmpty else {
      completion(false)
      return
    }
    URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")) { _, _, _ in completion(true) }
      .resume()
  }
}

// A completion called inline on one path only: the method also starts work.
struct UploadRow: View {
  let names: [String]
  @State private var ok = false
  var body: some View {
    Button("Upload") {
      UploadService.shared.uploadAll(names) { ok = $0 }  // expect: view-calls-service
    }
  }
}

final class ProfileService {
  func fetchProfile(_ id: String) async throws -> String { id }
  func fetchPicture(_ id: String) async throws -> Data { Data() }
}

// A card that also loads other data besides its picture is not a media component.
struct ProfileCard: View {
  let id: String
  let profiles: ProfileService
  @State private var name = ""
  @State private var picture: UIImage?
  var body: some View {
    Text(name).task {
      name = (try? await profiles.fetchProfile(id)) ?? ""  // expect: view-calls-service
      if let bytes = try? await profiles.fetchPicture(id),  // expect: view-calls-service
        let image = UIImage(data: bytes)
      {
        picture = image
      }
    }
  }
}

protocol Refreshing {
  func refresh() async
}

@Observable final class LibraryModel: Refreshing {
  var titles: [String] = []
  func refresh() async {}
}

final class CatalogClient: Refreshing {
  func refresh() async {}
  func fetchTitles() async throws -> [String] { [] }
}

// A client sharing a protocol with a model is still a client for its other methods.
struct CatalogPane: View {
  let client: CatalogClient
  @State private var titles: [String] = []
  var body: some View {
    List(titles, id: \.self) { Text($0) }
      .task { titles = (try? await client.fetchTitles()) ?? [] }  // expect: view-calls-service
  }
}

// An observed data service awaited for a result the view keeps in its own state.
struct ItemsPane: View {
  @EnvironmentObject var dataService: DataService
  @State private var items: [String] = []
  var body: some View {
    List(items, id: \.self) { Text($0) }
      .task { items = (try? await dataService.fetchItems()) ?? [] }  // expect: view-calls-service
  }
}

// A user action awaiting a service the view reaches into an app container for (it does not
// hold or observe it), even without keeping a result.
final class AppContainer {
  let dataService = DataService()
}

struct SkipButton: View {
  @Environment(\.appContainer) private var container
  private var dataService: DataService? { container?.dataService }
  var body: some View {
    Button("Next") { Task { await dataService?.skipToNext() } }  // expect: view-calls-service
  }
}

extension EnvironmentValues {
  @Entry var appContainer: AppContainer? = nil
}

final class DataService: ObservableObject {
  @Published var isSyncing = false
  func fetchItems() async throws -> [String] { [] }
  func skipToNext() async {}
}

final class QuoteService {
  static let shared = QuoteService()
  var quote = ""
  func refreshQuote() {
    Task {
      try? await Task.sleep(for: .seconds(1))
      quote = (try? await self.downloadQuote()) ?? ""
    }
  }
  private func downloadQuote() async throws -> String { "" }
}

// A task that waits and then does real work is still work.
struct QuoteBar: View {
  var body: some View {
    Button("New quote") { QuoteService.shared.refreshQuote() }  // expect: view-calls-service
  }
}

final class ChatClient {
  func streamReply(to prompt: String) -> AsyncThrowingStream<String, Error> {
    Task { await self.send(prompt) }
    return AsyncThrowingStream { continuation in continuation.finish() }
  }
  private func send(_ prompt: String) async {}
}

// Iterating a stream the view starts with its own request is calling the client.
struct ReplyView: View {
  let chat: ChatClient
  let prompt: String
  @State private var text = ""
  var body: some View {
    Text(text).task {
      do {
        for try await token in chat.streamReply(to: prompt) {  // expect: view-calls-service
          text += token
        }
      } catch {}
    }
  }
}

protocol CounterService {
  func publishCount(_ count: Int, completion: ((Error?) -> Void)?)
}

// The same kind of requirement, with a completion the view passes and sets its state from.
struct CounterHeader: View {
  let counterService: any CounterService
  let count: Int
  @State private var failed = false
  var body: some View {
    Text("\(count)")
      .onChange(of: count) { _ in
        counterService.publishCount(count) { failed = $0 != nil }  // expect: view-calls-service
      }
  }
}
