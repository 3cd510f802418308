import Combine
import SwiftUI

/// The "latest handler" box: a plain class kept in @State, handed the current closure on every
/// update so a long-lived subscription calls into the newest view value. Writing it
/// invalidates nothing.
final class LatestHandlerBox<Value> {
  var handler: ((Value) -> Void)?
}

struct TickerSubscriptionModifier<Value>: ViewModifier {
  let ticker: PassthroughSubject<Value, Never>
  let perform: (Value) -> Void

  @State private var box = LatestHandlerBox<Value>()
  @State private var token: AnyCancellable?

  func body(content: Content) -> some View {
    box.handler = perform

    return
      content
      .onAppear {
        if token == nil {
          let box = box
          token = ticker.sink { value in box.handler?(value) }
        }
      }
  }
}
