import SwiftUI

final class Share_model: ObservableObject {
  @Published var shared = 0
  func mark_shared() { shared += 1 }
}

struct Share_sheet: View {
  @ObservedObject var model: Share_model

  var body: some View {
    Text("Share")
      .overlay(on_tap: { model.mark_shared() })
  }
}

extension View {
  func overlay(on_tap: @escaping () -> Void) -> some View {
    onTapGesture(perform: on_tap)
  }
}
