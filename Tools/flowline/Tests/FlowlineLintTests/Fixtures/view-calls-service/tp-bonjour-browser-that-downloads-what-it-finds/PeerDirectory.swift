import Network
import SwiftUI

// Browses the local network and then downloads each peer's profile: more than a prompt.
final class PeerDirectory {
  private var browser: NWBrowser?
  private var done: ((Bool) -> Void)?

  func start(_ done: @escaping (Bool) -> Void) {
    self.done = done
    let browser = NWBrowser(for: .bonjour(type: "_peer._tcp", domain: nil), using: NWParameters())
    self.browser = browser
    browser.browseResultsChangedHandler = { results, _ in
      for _ in results {
        URLSession.shared.dataTask(with: URL(string: "https://example.com/peer")!).resume()
      }
      self.done?(true)
    }
    browser.start(queue: .main)
  }
}

struct PeerList: View {
  @State private var found = false

  var body: some View {
    Text(found ? "Peers found" : "Looking")
      .onAppear {
        let directory = PeerDirectory()
        directory.start { ok in  // expect: view-calls-service
          DispatchQueue.main.async { found = ok }
        }
      }
  }
}
