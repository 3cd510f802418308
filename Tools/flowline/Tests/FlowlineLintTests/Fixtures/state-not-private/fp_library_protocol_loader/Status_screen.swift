import Loadability
import SwiftUI

final class Status_loader: ObservableObject {
  @Published var status = ""
}

struct Status_screen: LoadableView {
  @StateObject var loader = Status_loader()

  var body: some View { loaderView }
}

extension Status_screen: View {}

// A project protocol that does not require the property: reported.
protocol Titled {
  var title: String { get }
}

struct Title_screen: View, Titled {
  let title = "Status"
  @State var is_expanded = false  // expect: state-not-private

  var body: some View { Text(title) }
}
