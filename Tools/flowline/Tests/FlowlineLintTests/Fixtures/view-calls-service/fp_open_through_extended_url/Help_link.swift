import AppKit
import SwiftUI

extension URL {
  func open_in_browser() { NSWorkspace.shared.open(self) }
}

struct Help_page {
  let page_url: URL
  func show() async { page_url.open_in_browser() }
}

struct Help_link: View {
  let help_page: Help_page

  var body: some View {
    Button("Help") { Task { await help_page.show() } }
  }
}
