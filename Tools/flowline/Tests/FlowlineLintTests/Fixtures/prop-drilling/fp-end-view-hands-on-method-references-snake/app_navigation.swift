import Observation
import SwiftUI

enum Flow_step: Hashable { case intro, finish }

@Observable final class Flow_router {
  var steps: [Flow_step] = []
  func go_forward(_ step: Flow_step) { steps.append(step) }
  func go_back() { _ = steps.popLast() }
}

struct Step_actions {
  let forward: (Flow_step) -> Void
  let back: () -> Void
}

struct Flow_root: View {
  @State private var flow_router = Flow_router()
  var body: some View { Flow_shell(flow_router: flow_router) }
}

struct Flow_shell: View {
  let flow_router: Flow_router
  var body: some View { Flow_frame(flow_router: flow_router) }
}

struct Flow_frame: View {
  let flow_router: Flow_router
  var body: some View { Flow_step_host(flow_router: flow_router) }
}

struct Flow_step_host: View {
  let flow_router: Flow_router
  var body: some View {
    Step_panel(actions: Step_actions(forward: flow_router.go_forward, back: flow_router.go_back))
      .onSubmit { flow_router.go_forward(.finish) }
  }
}

struct Step_panel: View {
  let actions: Step_actions
  var body: some View { Button("Next") { actions.forward(.finish) } }
}
