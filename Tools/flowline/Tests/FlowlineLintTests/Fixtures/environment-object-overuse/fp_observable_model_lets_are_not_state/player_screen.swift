import Observation
import SwiftUI

@Observable final class Volume_model {
  let maximum = 10
  let step = 1
  var level = 5
}

@Observable final class Queue_model {
  var items: [String] = []
  var current = 0
  var shuffled = false
}

@Observable final class Lyrics_model {
  var lines: [String] = []
  var visible = false
}

struct Player_screen: View {
  @Environment(Volume_model.self) private var volume
  @Environment(Queue_model.self) private var queue
  @Environment(Lyrics_model.self) private var lyrics

  var body: some View {
    Text("\(volume.level) \(queue.current)")
      .overlay { if lyrics.visible { Text(lyrics.lines.joined()) } }
  }
}

// A `let` holding a sub-model is the container's observed state: reading only the theme of
// this app state is barely using it.
@Observable final class Auth_model {
  var signed_in = false
}

@Observable final class App_state {
  let auth = Auth_model()
  let queue = Queue_model()
  var theme = 0
}

struct Header_view: View {  // expect: environment-object-overuse
  @Environment(App_state.self) private var app
  @Environment(Volume_model.self) private var volume
  @Environment(Lyrics_model.self) private var lyrics

  var body: some View {
    Text("\(app.theme) \(volume.level)")
      .overlay { if lyrics.visible { Text("♪") } }
  }
}
