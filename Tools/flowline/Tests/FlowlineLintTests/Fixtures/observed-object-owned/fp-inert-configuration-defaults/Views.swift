import SwiftUI

// Conforms to ObservableObject but announces nothing: a fixed configuration holder.
class IconConfig: ObservableObject {
  var systemImage: String
  var weight: Font.Weight
  init(_ systemImage: String, weight: Font.Weight = .regular) {
    self.systemImage = systemImage
    self.weight = weight
  }
}

final class RWRowStyle: ObservableObject {
  let padding: CGFloat
  init(padding: CGFloat = 8) { self.padding = padding }
}

struct DisclosureRow: View {
  var title: String
  var icon: IconConfig? = IconConfig("chevron.right")
  var style = RWRowStyle()

  var body: some View {
    HStack {
      Text(title)
      if let icon { Image(systemName: icon.systemImage).fontWeight(icon.weight) }
    }
    .padding(style.padding)
  }
}
