import ComposableArchitecture
import SwiftUI

// A library type built from the store the view is given: the state lives in the injected
// store, so nothing is lost when the view struct is re-created (TCA's ViewStore pattern).
struct TimerView: View {
  private let store: StoreOf<TimerFeature>
  @ObservedObject private var viewStore: ViewStoreOf<TimerFeature>

  init(store: StoreOf<TimerFeature>) {
    self.store = store
    viewStore = ViewStore(store, observe: { $0 })
  }

  var body: some View {
    Button("\(viewStore.seconds)") { viewStore.send(.toggle) }
  }
}

struct LapView: View {
  @ObservedObject var lapStore: ViewStore<LapState, LapAction>

  init(store: Store<LapState, LapAction>) {
    self._lapStore = ObservedObject(wrappedValue: ViewStore(store, observe: { $0 }))
  }

  var body: some View { Text(lapStore.title) }
}
