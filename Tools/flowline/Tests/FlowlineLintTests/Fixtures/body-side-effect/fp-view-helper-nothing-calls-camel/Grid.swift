import SwiftUI

// `makeGrid(geo:)` is a private helper left after a refactor: nothing calls it, so its write
// never runs while rendering; `body` does the same work in `onAppear`.
struct ScheduleGrid: View {
  @Binding var height: CGFloat
  let columns: Int

  var body: some View {
    GeometryReader { geo in
      Color.clear.onAppear { height = geo.size.height / CGFloat(columns) }
    }
  }

  private func makeGrid(geo: GeometryProxy) -> some View {
    height = geo.size.height / CGFloat(columns)
    return Color.clear
  }
}
