import SwiftUI

struct ActionTile: View {
  private let caption: String
  private let onAction: () -> Void

  init(caption: String, onAction: @autoclosure @escaping () -> Void) {
    self.caption = caption
    self.onAction = onAction
  }

  var body: some View {
    Button(caption, action: onAction)
  }
}
