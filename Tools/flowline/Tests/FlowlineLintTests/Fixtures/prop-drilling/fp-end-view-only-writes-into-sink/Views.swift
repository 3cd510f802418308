import Observation
import SwiftUI

// A measurement the leaf reports into: handed down like an action closure, never rendered.
@Observable final class HeaderProbe {
  var height: CGFloat = 0
}

struct FeedScreen: View {
  @State private var probe = HeaderProbe()
  var body: some View { FeedColumn(probe: probe).padding(.top, probe.height) }
}

struct FeedColumn: View {
  let probe: HeaderProbe
  var body: some View { FeedHeaderSlot(probe: probe) }
}

struct FeedHeaderSlot: View {
  let probe: HeaderProbe
  var body: some View { FeedHeader(probe: probe) }
}

struct FeedHeader: View {
  let probe: HeaderProbe
  var body: some View {
    Text("Feed").background(
      GeometryReader { proxy in
        Color.clear.onAppear { probe.height = proxy.size.height }
      })
  }
}

// An event sink the leaf only calls, in another naming style.
final class TapLog: ObservableObject {
  @Published var events: [String] = []
  func record(_ event: String) { events.append(event) }
}

struct Gallery_Screen: View {
  @StateObject private var log = TapLog()
  var body: some View { Gallery_Grid(log: log) }
}

struct Gallery_Grid: View {
  @ObservedObject var log: TapLog
  var body: some View { Gallery_CellRow(sink: log) }
}

struct Gallery_CellRow: View {
  @ObservedObject var sink: TapLog
  var body: some View { Gallery_Cell(sink: sink) }
}

struct Gallery_Cell: View {
  @ObservedObject var sink: TapLog
  var body: some View {
    Button("Open") {
      sink.record("open")
      sink.events.append("tap")
    }
  }
}
