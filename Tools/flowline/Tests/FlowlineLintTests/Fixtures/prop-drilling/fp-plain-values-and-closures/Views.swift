import SwiftUI

/// Values and callbacks passed through reusable components are composition, not drilling.
struct Feed: View {
  @State private var isCompact = false
  var body: some View {
    FeedSection(compact: isCompact, title: "Latest", onRefresh: { isCompact.toggle() })
  }
}

struct FeedSection: View {
  let compact: Bool
  let title: String
  let onRefresh: () -> Void
  var body: some View { FeedList(compact: compact, title: title, onRefresh: onRefresh) }
}

struct FeedList: View {
  let compact: Bool
  let title: String
  let onRefresh: () -> Void
  var body: some View { FeedRow(compact: compact, title: title, onRefresh: onRefresh) }
}

struct FeedRow: View {
  let compact: Bool
  let title: String
  let onRefresh: () -> Void
  var body: some View {
    Button(title, action: onRefresh).font(compact ? .caption : .body)
  }
}
