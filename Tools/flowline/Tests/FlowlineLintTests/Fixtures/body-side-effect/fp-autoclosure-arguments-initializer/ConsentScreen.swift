import SwiftUI

final class ConsentModel: ObservableObject {
  @Published var wantsUnlock = false
  @Published var declined = false

  func decline() { declined = true }
}

struct ConsentScreen: View {
  @ObservedObject var model: ConsentModel

  var body: some View {
    VStack {
      ActionTile(
        caption: "Allow",
        onAction: {
          model.wantsUnlock = true
        }()
      )
      ActionTile(caption: "Deny", onAction: model.decline())
    }
  }
}
