import SwiftUI

struct RideTotalsView: View {
  @EnvironmentObject var options: RiderOptions
  var body: some View {
    Text(options.metric ? "km" : "mi").font(options.largeFigures ? .title : .body)
  }
}

struct RideHistoryView: View {
  @EnvironmentObject var options: RiderOptions
  var body: some View {
    List {
      Text(options.sortOrder)
      Toggle("Delete", isOn: .constant(options.allowDelete && options.confirmDelete))
    }
  }
}

struct RideMapView: View {
  @EnvironmentObject var options: RiderOptions
  var body: some View { Text(options.mapStyle).tint(options.accent == "red" ? .red : .blue) }
}

struct RecorderView: View {
  @EnvironmentObject var options: RiderOptions
  var body: some View {
    Text(options.autoPause ? "auto" : "manual").help(options.keepAwake ? "awake" : "")
  }
}

struct SyncSettingsView: View {
  @EnvironmentObject var options: RiderOptions
  var body: some View {
    Text("\(options.healthExport) \(options.cloudSync)")
      .onTapGesture { options.updateFlag(.cloudSync, value: !options.cloudSync) }
  }
}

struct IconPickerView: View {
  @EnvironmentObject var options: RiderOptions
  var body: some View { Text("\(options.appIcon)") }
}

@main
struct RidesApp: App {
  @StateObject private var options = RiderOptions()
  var body: some Scene { WindowGroup { RideTotalsView().environmentObject(options) } }
}
