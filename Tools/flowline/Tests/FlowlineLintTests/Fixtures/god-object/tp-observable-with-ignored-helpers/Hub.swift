import Observation
import SwiftUI

enum Route: Hashable { case detail }

/// State of several features next to a path, helpers and an injected service: a God object.
@Observable final class AppHub {  // expect: god-object
  var path: [Route] = []
  var orders: [String] = []
  var basket: [String] = []
  var isPremium = false
  var profileName = ""
  var weather = ""
  var temperature = 0.0
  var messages: [String] = []
  var unread = 0
  var banner: String?
  @ObservationIgnored var formatter = DateFormatter()
  @ObservationIgnored var client = HTTPClient()
  @ObservationIgnored @Injected var api: API
}

@main
struct HubApp: App {
  @State private var hub = AppHub()
  var body: some Scene { WindowGroup { OrdersPane().environment(hub) } }
}

struct OrdersPane: View {
  @Environment(AppHub.self) private var hub
  var body: some View { Text("\(hub.orders.count) \(hub.basket.count)") }
}

struct WeatherPane: View {
  @Environment(AppHub.self) private var hub
  var body: some View { Text("\(hub.weather) \(hub.temperature)") }
}

struct MessagesPane: View {
  @Environment(AppHub.self) private var hub
  var body: some View { Text("\(hub.unread) \(hub.messages.count)") }
}

struct ProfilePane: View {
  @Environment(AppHub.self) private var hub
  var body: some View { Text(hub.profileName).bold(hub.isPremium) }
}
