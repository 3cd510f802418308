import SwiftUI

// A status screen showing each module's observable state in full.
struct ModuleStatusView: View {
  @Environment(ExportCoordinator.self) private var exportCoordinator
  @Environment(SensorFetcher.self) private var sensorFetcher
  @Environment(UploadQueue.self) private var uploadQueue

  var body: some View {
    Form {
      Text(exportCoordinator.session ?? "idle")
      Text("\(sensorFetcher.activeJobs.count) active")
      ProgressView(value: uploadQueue.progress)
      Text("\(uploadQueue.failures.count) failed")
    }
  }
}
