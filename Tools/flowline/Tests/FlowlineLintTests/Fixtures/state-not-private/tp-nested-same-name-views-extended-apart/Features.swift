import SwiftUI

final class FeatureState: ObservableObject {
  @Published var title = ""
}

enum Billing {
  struct RootView: View {
    @StateObject var state = FeatureState()

    var body: some View { Text(state.title).toolbar { toolbarItems } }
  }
}

// Another feature's view of the same simple name: no extension of its own uses its state.
enum Profile {
  struct RootView: View {
    @StateObject var state = FeatureState()  // expect: state-not-private

    var body: some View { Text(state.title) }
  }
}
