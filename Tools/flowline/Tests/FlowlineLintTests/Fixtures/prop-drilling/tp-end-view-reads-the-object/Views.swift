import Observation
import SwiftUI

// The leaf writes into the object and also renders it: that is state drilled to it.
@Observable final class ScrollMeter {
  var offset: CGFloat = 0
}

struct ReaderScreen: View {
  @State private var meter = ScrollMeter()
  var body: some View { ReaderBody(meter: meter) }
}

struct ReaderBody: View {
  let meter: ScrollMeter  // expect: prop-drilling
  var body: some View { ReaderPage(meter: meter) }
}

struct ReaderPage: View {
  let meter: ScrollMeter
  var body: some View { ReaderFooter(meter: meter) }
}

struct ReaderFooter: View {
  let meter: ScrollMeter
  var body: some View {
    Text("\(meter.offset)").onTapGesture { meter.offset = 0 }
  }
}

// A binding the leaf only sets is still drilled state.
struct Picker_Screen: View {
  @State private var choice = 0
  var body: some View { Picker_Panel(choice: $choice) }
}

struct Picker_Panel: View {
  @Binding var choice: Int  // expect: prop-drilling
  var body: some View { Picker_Strip(choice: $choice) }
}

struct Picker_Strip: View {
  @Binding var choice: Int
  var body: some View { Picker_Chip(choice: $choice) }
}

struct Picker_Chip: View {
  @Binding var choice: Int
  var body: some View { Button("First") { choice = 1 } }
}
