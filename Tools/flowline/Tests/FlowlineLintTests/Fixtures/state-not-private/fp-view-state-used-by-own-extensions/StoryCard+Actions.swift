import SwiftUI

extension StoryCard {
  var actionRow: some View {
    Button {
      isSending = true
      self.likes += 1
    } label: {
      Text(isSending ? "Sending" : "Like")
    }
  }
}
