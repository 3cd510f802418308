import SwiftUI

// A view modifier type of the project whose body presents a full-screen cover.
struct Cover_modifier<Cover: View>: ViewModifier {
  @Binding var is_shown: Bool
  let cover: () -> Cover

  func body(content: Content) -> some View {
    content.fullScreenCover(isPresented: $is_shown) { cover() }
  }
}

// A confirmation the project wraps around `confirmationDialog`.
extension View {
  func confirm_destructive(_ title: String, is_shown: Binding<Bool>, action: @escaping () -> Void)
    -> some View
  {
    self.confirmationDialog(title, isPresented: is_shown) {
      Button("Confirm", role: .destructive, action: action)
    }
  }
}
