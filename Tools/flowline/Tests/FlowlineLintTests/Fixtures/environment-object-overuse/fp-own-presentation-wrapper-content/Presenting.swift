import SwiftUI

// The project's own sheet: a titled panel over `sheet(isPresented:)`.
extension View {
  func slideOverPanel<Panel: View>(
    isShown: Binding<Bool>, title: String = "",
    @ViewBuilder panel: @escaping () -> Panel
  ) -> some View {
    sheet(isPresented: isShown) {
      VStack {
        Text(title)
        panel()
      }
    }
  }

  // A wrapper of the wrapper.
  func compactPanel<Panel: View>(isShown: Binding<Bool>, @ViewBuilder panel: @escaping () -> Panel)
    -> some View
  {
    slideOverPanel(isShown: isShown, title: "", panel: panel)
  }
}
