import Combine
import SwiftUI

final class UploadProgress: ObservableObject {
  @Published var fraction = 0.0
  @Published var fileName = ""
  func start(_ name: String) {
    fileName = name
    fraction = 0
  }
}

// Subscribing to one publisher does not make other reads of the object current: the file
// name rendered here goes stale.
struct UploadBadge: View {
  @State private var progress = UploadProgress()  // expect: state-holds-reference
  @State private var done = false

  var body: some View {
    Text(progress.fileName)
      .onReceive(progress.$fraction) { done = $0 >= 1 }
  }
}

final class Sync_job: ObservableObject {
  @Published var step = 0
  func advance() { step += 1 }
}

struct Sync_banner: View {
  @State private var job = Sync_job()  // expect: state-holds-reference

  var body: some View {
    Text("step \(job.step)")
      .onReceive(job.objectWillChange) { _ in }
  }
}
