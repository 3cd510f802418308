import Observation
import SwiftUI

enum Page: Hashable { case first, second }

@Observable final class PageRouter {
  var stack: [Page] = []
  func show(_ page: Page) { stack.append(page) }
}

struct PageFlow {
  let show: (Page) -> Void
}

struct PageRoot: View {
  @State private var router = PageRouter()
  var body: some View { PageShell(router: router) }
}

struct PageShell: View {
  let router: PageRouter  // expect: prop-drilling
  var body: some View { PageFrame(router: router) }
}

struct PageFrame: View {
  let router: PageRouter
  var body: some View { PageHost(router: router) }
}

// Hands on a method, but also shows the stack's depth while rendering: observed state.
struct PageHost: View {
  let router: PageRouter
  var body: some View {
    Text("Depth \(router.stack.count)")
    PageButtons(flow: PageFlow(show: router.show))
  }
}

struct PageButtons: View {
  let flow: PageFlow
  var body: some View { Button("Second") { flow.show(.second) } }
}
