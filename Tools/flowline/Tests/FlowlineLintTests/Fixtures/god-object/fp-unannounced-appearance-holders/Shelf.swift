import SwiftUI

struct ShelfView: View {
  var body: some View {
    VStack {
      ShelfTitle()
      ShelfRow()
      ShelfBadge()
      ShelfEmpty()
    }
  }
}

struct ShelfTitle: View {
  @EnvironmentObject var appearance: Appearance
  var body: some View {
    Text("Shelf").font(appearance.titleFont).foregroundStyle(appearance.titleColor)
  }
}

struct ShelfRow: View {
  @EnvironmentObject var appearance: Appearance
  var body: some View { Text("Row").padding(appearance.rowInset).padding(appearance.rowSpacing) }
}

struct ShelfBadge: View {
  @EnvironmentObject var appearance: Appearance
  var body: some View {
    Text("3").font(appearance.badgeFont).foregroundStyle(appearance.badgeColor)
  }
}

struct ShelfEmpty: View {
  @EnvironmentObject var appearance: Appearance
  var body: some View {
    Image(systemName: appearance.emptyIcon).foregroundStyle(appearance.emptyColor)
  }
}
