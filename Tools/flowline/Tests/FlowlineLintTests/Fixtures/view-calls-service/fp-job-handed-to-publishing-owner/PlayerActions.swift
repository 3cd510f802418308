import SwiftUI

struct PlayerActions: View {
  let episode: String

  var body: some View {
    Button("Watch together") {
      WatchPartyCoordinator.shared.prepareToPlay(episode)
    }
  }
}
