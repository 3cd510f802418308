import SwiftUI

final class LinkRouter {
  private static var openHandler: ((String) async -> Void)?
  private static var pendingLink: String?

  // Stores the handler; a link that arrived before any view is handed to it at once.
  static func setOpenHandler(_ handler: @escaping (String) async -> Void) {
    openHandler = handler
    if let link = pendingLink {
      Task { await handler(link) }
      pendingLink = nil
    }
  }
}

// The list registers its own method as the app's link handler: no service is called.
struct LibraryList: View {
  @State private var opened: String?

  var body: some View {
    Text(opened ?? "Library")
      .onAppear { LinkRouter.setOpenHandler(open) }
  }

  func open(_ link: String) async { opened = link }
}
