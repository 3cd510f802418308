import SwiftUI

struct ActivitiesSettings: View {
  @State private var enabled = true
  @State private var exported: URL?

  var body: some View {
    Toggle("Live banners", isOn: $enabled)
      .onChange(of: enabled) { _, on in
        if !on {
          BannerActivities.shared.endAll()  // expect: view-calls-service
        }
      }
    Button("Export") {
      Task {
        exported = await ExportCoordinator.shared.export("all")  // expect: view-calls-service
      }
    }
  }
}
