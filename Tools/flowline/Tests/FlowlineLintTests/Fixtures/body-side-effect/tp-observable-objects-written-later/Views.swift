import SwiftUI

struct GalleryScreen: View {
  var body: some View {
    VStack {
      ZoomControls().environmentObject(ZoomState(factor: 1))  // expect: body-side-effect
      FilterBar().environmentObject(FilterState(onlyUnread: false))  // expect: body-side-effect
      FoldButton(fold: FoldState())  // expect: body-side-effect
      BadgeView().environmentObject(BadgeState(count: 3))  // expect: body-side-effect
      PanView().environmentObject(PanState(offset: 0))  // expect: body-side-effect
    }
  }
}

struct ZoomControls: View {
  @EnvironmentObject var zoom: ZoomState
  var body: some View {
    Button("Zoom in") { zoom.factor *= 2 }
  }
}

struct FilterBar: View {
  @EnvironmentObject var filter: FilterState
  var body: some View { Toggle("Unread", isOn: $filter.onlyUnread) }
}

struct FoldButton: View {
  @ObservedObject var fold: FoldState
  var body: some View { Button("Fold") { fold.fold() } }
}

struct BadgeView: View {
  @EnvironmentObject var badge: BadgeState
  var body: some View { Text("\(badge.count)") }
}

struct PanView: View {
  @EnvironmentObject var pan: PanState
  var body: some View { Text("\(pan.offset)") }
}
