import SwiftUI

struct StudioHome: View {
  var body: some View {
    VStack {
      StudioHeader()
      StudioTile()
      StudioAlert()
      StudioLogo()
    }
  }
}

struct StudioHeader: View {
  @EnvironmentObject private var kit: BrandKit
  var body: some View {
    Text("Studio").fontWeight(kit.headerWeight).foregroundStyle(kit.headerTint)
  }
}

struct StudioTile: View {
  @EnvironmentObject private var kit: BrandKit
  var body: some View {
    RoundedRectangle(cornerRadius: kit.tileRadius).fill(kit.tileFill).shadow(radius: kit.tileShadow)
  }
}

struct StudioAlert: View {
  @EnvironmentObject private var kit: BrandKit
  var body: some View { Image(systemName: kit.alertGlyph).foregroundStyle(kit.warningTint) }
}

struct StudioLogo: View {
  @EnvironmentObject private var kit: BrandKit
  var body: some View {
    Image(kit.logoName).resizable().frame(width: kit.logoSize).animation(kit.motion, value: 1)
  }
}
