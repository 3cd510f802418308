import Mixpanel
import SwiftUI

// A client like the bridge, but its track also uploads the event to the app's own server: work.
final class UsageClient {
  static let shared = UsageClient()
  private let queue = DispatchQueue(label: "uploader")
  private var client: MixpanelInstance?

  func track(_ name: String) {
    queue.async { [weak self] in
      self?.client?.track(event: name)
      var request = URLRequest(url: URL(string: "https://example.com/events")!)
      request.httpMethod = "POST"
      URLSession.shared.dataTask(with: request).resume()
    }
  }
}

struct ShareButton: View {
  var body: some View {
    Button("Share") {
      UsageClient.shared.track("share_tapped")  // expect: view-calls-service
    }
  }
}
