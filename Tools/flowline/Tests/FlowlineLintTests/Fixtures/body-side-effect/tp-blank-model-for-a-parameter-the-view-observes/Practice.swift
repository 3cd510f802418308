import SwiftUI

final class ListeningState: ObservableObject {
  @Published var isListening = false
  @Published var level = 0.0

  func start() { isListening = true }
}

// The canvas shows the listener's level: a new blank listener every render replaces what it
// shows and drops any change made to the old one.
struct LevelCanvas: View {
  @ObservedObject var listener: ListeningState
  var body: some View {
    Button("\(listener.level)") { listener.start() }
  }
}

struct ListeningScreen: View {
  var body: some View {
    LevelCanvas(listener: ListeningState())  // expect: body-side-effect
  }
}
