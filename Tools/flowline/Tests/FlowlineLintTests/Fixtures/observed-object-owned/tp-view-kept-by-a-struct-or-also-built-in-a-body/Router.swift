import SwiftUI

final class RouteModel: ObservableObject {
  @Published var route = "splash"
}

// Kept by a struct, the view is made again with it on every render.
struct RouteView: View {
  @ObservedObject var model = RouteModel()  // expect: observed-object-owned
  var body: some View { Button(model.route) { model.route = "home" } }
}

struct Shell: View {
  let routeView = RouteView()
  var body: some View { routeView }
}

final class BannerModel: ObservableObject {
  @Published var text = ""
}

// Kept by a manager, but also built in a body: that construction remakes it.
struct BannerView: View {
  @ObservedObject var model = BannerModel()  // expect: observed-object-owned
  var body: some View { Button(model.text) { model.text = "seen" } }
}

final class BannerManager {
  let banner = BannerView()
}

struct Screen: View {
  var body: some View { BannerView() }
}
