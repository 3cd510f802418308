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

/// A plain `let` of an ObservableObject is a dependency handed on by constructor injection:
/// nothing observes it on the way down.
final class Services: ObservableObject {
  @Published var ready = false
}

struct Home: View {
  let services: Services
  var body: some View { HomeList(services: services) }
}

struct HomeList: View {
  let services: Services
  var body: some View { HomeRow(services: services) }
}

struct HomeRow: View {
  let services: Services
  var body: some View { Text(services.ready ? "Ready" : "Wait") }
}

/// A text binding passed through components to the one control that edits it is that
/// control's API.
struct ProfileHeader: View {
  @Binding var name: String
  var body: some View { LabeledField(text: $name) }
}

struct LabeledField: View {
  @Binding var text: String
  var body: some View { PlainField(value: $text) }
}

struct PlainField: View {
  @Binding var value: String
  var body: some View {
    TextField("Name", text: $value).overlay { if value.isEmpty { Text("Required") } }
  }
}
