import SwiftUI

struct IconPicker: View {
  private var switcher = IconSwitcher()
  @State private var selection = ""

  var body: some View {
    List(["a", "b"], id: \.self) { name in
      Button(name) {
        switcher.apply(name)
        selection = name
      }
    }
  }
}
