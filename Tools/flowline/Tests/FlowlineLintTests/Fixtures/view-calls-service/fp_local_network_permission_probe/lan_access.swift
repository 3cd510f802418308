import Network
import SwiftUI

// Triggers the local-network prompt by browsing and publishing a Bonjour service, and reports
// whether the user allowed it.
final class Lan_access_probe: NSObject, NetServiceDelegate {
  private var service_browser: NWBrowser?
  private var lan_advert: NetService?
  private var reply: ((Bool) -> Void)?

  func ask(_ reply: @escaping (Bool) -> Void) {
    self.reply = reply
    let browser = NWBrowser(for: .bonjour(type: "_probe._tcp", domain: nil), using: NWParameters())
    self.service_browser = browser
    browser.stateUpdateHandler = { state in
      if case .waiting = state {
        self.stop()
        self.reply?(false)
      }
    }
    lan_advert = NetService(domain: "local.", type: "_probe._tcp.", name: "Probe", port: 4040)
    lan_advert?.delegate = self
    browser.start(queue: .main)
    lan_advert?.publish()
  }

  private func stop() {
    service_browser?.cancel()
    service_browser = nil
    lan_advert?.stop()
    lan_advert = nil
  }

  func netServiceDidPublish(_ sender: NetService) {
    stop()
    reply?(true)
  }
}

struct Lan_intro: View {
  @State private var allowed = false

  var body: some View {
    Text(allowed ? "Ready to scan" : "Allow local network access")
      .onAppear {
        let lan_probe = Lan_access_probe()
        lan_probe.ask { granted in
          DispatchQueue.main.async { allowed = granted }
        }
      }
  }
}
