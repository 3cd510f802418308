import SwiftUI

struct OnboardingPage: View {
  let link = Ledger_link()
  let gate = ScreenTimeGate()
  @State private var linked = false
  @State private var songs = false

  var body: some View {
    VStack {
      Button("Connect wallet") {
        Task { linked = await link.ask_access() }
      }
      Button("Allow screen time") {
        Task { try? await gate.requestApproval() }
      }
      Button("Allow music") {
        Task { songs = await SongAccess.request() }
      }
    }
  }
}
