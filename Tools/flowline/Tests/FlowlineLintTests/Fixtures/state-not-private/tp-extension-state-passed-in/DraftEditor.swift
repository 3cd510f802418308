import SwiftUI

// Extensions in other files use the state, so it cannot be private — but callers pass it in
// through the initializer, and later values they pass are ignored.
struct DraftEditor: View {
  @State var draft: String  // expect: state-not-private
  @State var isDirty = false

  var body: some View { TextEditor(text: $draft).toolbar { saveButton } }
}

struct PhotoPane: View {
  @State var zoom: Double  // expect: state-not-private

  init(zoom: Double) { _zoom = State(initialValue: zoom) }

  var body: some View { Color.gray.scaleEffect(zoom).onTapGesture(perform: zoomIn) }
}

struct LevelMeter: View {
  @State var level: Int  // expect: state-not-private

  init(_ start: Int) { self._level = State(wrappedValue: start) }

  var body: some View { Text("\(level)").onTapGesture { bump() } }
}

struct Bulb { var glowing = false }

// Its extension elsewhere reads another value's `glowing`, not the lamp's own state.
struct Lamp: View {
  @State var glowing = false  // expect: state-not-private

  var body: some View { Circle().opacity(glowing ? 1 : 0.2) }
}
