import SwiftUI

final class InboxService {
  static let shared = InboxService()
  func refresh() async {}
}

final class InboxModel: ObservableObject {
  @Published var count = 0
}

@main
struct InboxApp: App {
  var body: some Scene {
    WindowGroup { InboxRoot() }
  }
}

struct InboxRoot: View {
  @StateObject private var model = InboxModel()

  var body: some View { Text("\(model.count)") }
}

// Left after a redesign: nothing in the app constructs it, not even a preview, so it never
// renders and its model is never re-created.
struct LegacyInboxScreen: View {
  @ObservedObject var model = InboxModel()

  var body: some View {
    LegacyInboxRow()
      .onTapGesture { model.count = 0 }
      .task { await InboxService.shared.refresh() }
  }
}

// Built only by the dead screen above: dead with it.
struct LegacyInboxRow: View {
  @ObservedObject var model = InboxModel()

  var body: some View {
    Button("\(model.count)") { model.count += 1 }
  }
}

// Two dead views that build each other are still dead.
struct LegacyFolderList: View {
  @ObservedObject var model = InboxModel()

  var body: some View {
    LegacyFolderRow().onTapGesture { model.count += 1 }
  }
}

struct LegacyFolderRow: View {
  var body: some View { LegacyFolderList() }
}

// A preview renders the view: it is live.
struct InboxBadge: View {
  @ObservedObject var model = InboxModel()  // expect: observed-object-owned

  var body: some View {
    Button("\(model.count)") { model.count += 1 }
  }
}

#Preview { InboxBadge() }

// A preview nested in the view still renders it.
struct InboxFooter: View {
  @ObservedObject var model = InboxModel()  // expect: observed-object-owned

  var body: some View {
    Button("\(model.count)") { model.count += 1 }
  }

  struct Previews: PreviewProvider {
    static var previews: some View { InboxFooter() }
  }
}
