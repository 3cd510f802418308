import SwiftUI

final class FocusCoordinator: ObservableObject {
  @Published var focused: String?
}

protocol FocusableView {
  var focusCoordinator: FocusCoordinator { get }
}

extension FocusableView {
  func focus(_ field: String) { focusCoordinator.focused = field }
}

// The state satisfies the protocol's requirement, so it cannot be private; no caller passes it.
struct PrivateNoteView: View, FocusableView {
  @StateObject var focusCoordinator = FocusCoordinator()

  var body: some View {
    Text(focusCoordinator.focused ?? "").onAppear { focus("note") }
  }
}

struct ScheduleView: View, FocusableView {
  @StateObject var focusCoordinator = FocusCoordinator()
  @State var day = 1  // expect: state-not-private

  var body: some View { Text("\(day)") }
}

// Handed in by a caller, the owned state ignores later values: reported even so.
struct TitleView: View, FocusableView {
  @StateObject var focusCoordinator = FocusCoordinator()  // expect: state-not-private

  var body: some View { Text(focusCoordinator.focused ?? "") }
}

struct TitleHost: View {
  var body: some View { TitleView(focusCoordinator: FocusCoordinator()) }
}
