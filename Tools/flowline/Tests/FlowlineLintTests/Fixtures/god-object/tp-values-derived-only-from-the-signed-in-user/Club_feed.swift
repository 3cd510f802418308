import Combine
import SwiftUI

struct Member { var id = UUID(), isAdmin = false }
struct Post { var id = UUID() }

/// The feed, the moderation queue and each post's comments in one app-wide model; each is
/// filtered by who is signed in, which relates none of them.
final class ClubFeed: ObservableObject {  // expect: god-object
  @Published var session: Member?
  @Published var posts: [Post] = []
  @Published var pending: [Post] = []
  @Published var myVotes: [UUID: Int] = [:]
  @Published var likedPosts: Set<UUID> = []
  @Published var comments: [UUID: [String]] = [:]
  @Published var commentCounts: [UUID: Int] = [:]
  @Published var composerError: String?
  @Published var pollsEnabled = true
  @Published var isLoading = false

  private var currentMember: Member? { session }

  func loadVotes(_ votes: [(UUID, UUID, Int)]) {
    let me = currentMember?.id
    myVotes = Dictionary(
      votes.filter { $0.1 == me }.map { ($0.0, $0.2) }, uniquingKeysWith: { a, _ in a })
  }
}

struct FeedScreen: View {
  @EnvironmentObject var feed: ClubFeed
  var body: some View { Text("\(feed.posts.count) \(feed.pending.count)") }
}

struct ComposerScreen: View {
  @EnvironmentObject var feed: ClubFeed
  var body: some View { Text(feed.composerError ?? "").help(feed.session == nil ? "" : "me") }
}

struct VotesScreen: View {
  @EnvironmentObject var feed: ClubFeed
  var body: some View { Text("\(feed.myVotes.count)") }
}

struct LikesScreen: View {
  @EnvironmentObject var feed: ClubFeed
  var body: some View { Text("\(feed.likedPosts.count) \(feed.myVotes.count)") }
}

@main
struct ClubApp: App {
  @StateObject private var feed = ClubFeed()
  var body: some Scene { WindowGroup { FeedScreen().environmentObject(feed) } }
}
