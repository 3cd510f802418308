import SwiftUI

final class UploadService: ObservableObject {
  @Published var pending = 0
  func flush() async { pending = 0 }
}

/// Holds the services but relays nothing: views reading through it are not updated.
final class ServiceBox: ObservableObject {
  let uploads = UploadService()
}

struct UploadFooter: View {
  @EnvironmentObject var box: ServiceBox
  private var uploads: UploadService { box.uploads }

  var body: some View {
    Button("Flush") {
      Task { await uploads.flush() }  // expect: view-calls-service
    }
  }
}
