import ComposableArchitecture
import SwiftUI

struct PopupSheet<Inner: Equatable, Event>: ViewModifier {
  let store: Store<Inner, Event>
  @ObservedObject var viewStore: ViewStore<Inner, Event>

  init(store: Store<Inner, Event>) {
    self.store = store
    self.viewStore = ViewStore(store) { $0 }
  }

  func body(content: Content) -> some View {
    content.overlay { Text("\(String(describing: viewStore.snapshot))") }
  }
}

struct Banner_view: View {
  @ObservedObject private var banner_store: ViewStore<BannerState, BannerAction>

  init(store: Store<BannerState, BannerAction>) {
    _banner_store = ObservedObject(
      wrappedValue: ViewStore(store, observe: { state in state }))
  }

  var body: some View { Text(banner_store.title) }
}

struct CountBadge: View {
  @ObservedObject var counts: ViewStore<Int, Never>

  init(_ source: Store<Int, Never>) {
    counts = ViewStore(source, observe: \.self)
  }

  var body: some View { Text("\(counts.state)") }
}
