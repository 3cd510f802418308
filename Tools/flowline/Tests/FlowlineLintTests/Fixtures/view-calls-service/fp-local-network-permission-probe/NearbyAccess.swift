import Network
import SwiftUI

// Triggers the local-network prompt by browsing and publishing a Bonjour service, and reports
// whether the user allowed it.
final class NearbyAccessProbe: NSObject, NetServiceDelegate {
  private var browser: NWBrowser?
  private var advert: NetService?
  private var answer: ((Bool) -> Void)?

  func ask(_ answer: @escaping (Bool) -> Void) {
    self.answer = answer
    let browser = NWBrowser(for: .bonjour(type: "_probe._tcp", domain: nil), using: NWParameters())
    self.browser = browser
    browser.stateUpdateHandler = { state in
      if case .waiting = state {
        self.stop()
        self.answer?(false)
      }
    }
    advert = NetService(domain: "local.", type: "_probe._tcp.", name: "Probe", port: 4040)
    advert?.delegate = self
    browser.start(queue: .main)
    advert?.publish()
  }

  private func stop() {
    browser?.cancel()
    browser = nil
    advert?.stop()
    advert = nil
  }

  func netServiceDidPublish(_ sender: NetService) {
    stop()
    answer?(true)
  }
}

struct NearbyDevicesIntro: View {
  @State private var allowed = false

  var body: some View {
    Text(allowed ? "Ready to scan" : "Allow local network access")
      .onAppear {
        let probe = NearbyAccessProbe()
        probe.ask { granted in
          DispatchQueue.main.async { allowed = granted }
        }
      }
  }
}
