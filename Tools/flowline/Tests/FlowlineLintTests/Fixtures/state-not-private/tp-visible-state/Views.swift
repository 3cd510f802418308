import SwiftUI

struct CounterView: View {
  @State var count = 0  // expect: state-not-private
  @State internal var isAnimating = false  // expect: state-not-private
  @State private(set) var lastTap: Date?  // expect: state-not-private
  @StateObject var model = CounterModel()  // expect: state-not-private
  /// A label, set from outside: exactly what private state prevents.
  @State  // expect: state-not-private
  public var label = ""

  var body: some View { Text("\(count)") }
}

struct Highlight: ViewModifier {
  @State var isOn = false  // expect: state-not-private
  func body(content: Content) -> some View { content.opacity(isOn ? 1 : 0.5) }
}

final class CounterModel: ObservableObject {}
