import Observation
import SwiftUI

@Observable final class Menu_options {
  var sizes = ["S", "M", "L"]
  var default_size = "M"
}

struct Menu_sheet: View {
  let menu_options = Menu_options()

  var body: some View {
    Picker("Size", selection: .constant(menu_options.default_size)) {
      ForEach(menu_options.sizes, id: \.self) { Text($0) }
    }
  }
}
