import SwiftUI

final class MonitorDevice: ObservableObject, Identifiable {
  let serialNumber: String
  @Published var brightness = 50.0
  var id: String { serialNumber }
  init(serialNumber: String) { self.serialNumber = serialNumber }
}

final class Audio_route: ObservableObject {
  let route_key: Int
  @Published var volume_level = 0.5
  init(route_key: Int) { self.route_key = route_key }
}

extension Audio_route: Identifiable {
  var id: Int { route_key }
}

struct MonitorRow: View {
  @ObservedObject var device: MonitorDevice
  var body: some View { Text("\(device.brightness)") }
}

struct Route_row: View {
  @ObservedObject var route: Audio_route
  var body: some View { Text("\(route.volume_level)") }
}

// The selection's Identifiable `id` is a computed property, but it is the object's identity,
// not observable state: comparing it is an identity read.
struct MonitorMenu: View {
  let devices: [MonitorDevice]
  @State private var focusedDevice: MonitorDevice?

  var body: some View {
    VStack {
      ForEach(devices) { device in
        MonitorRow(device: device)
          .opacity(device.id == focusedDevice?.id ? 1 : 0.5)
          .onTapGesture { focusedDevice = device }
      }
      if let focusedDevice { MonitorRow(device: focusedDevice) }
    }
  }
}

struct Route_picker: View {
  let all_routes: [Audio_route]
  @State private var current_route: Audio_route? = nil

  var body: some View {
    List(all_routes) { route in
      Route_row(route: route)
        .bold(route.id == current_route?.id)
        .onTapGesture { current_route = route }
    }
  }
}
