import SwiftUI

extension BrandKit {
  convenience init(dark: Bool) {
    self.init()
    headerTint = dark ? .white : .black
    tileFill = dark ? .black : .white
  }
}

@main
struct StudioApp: App {
  @StateObject private var kit = BrandKit(dark: true)
  var body: some Scene { WindowGroup { StudioHome().environmentObject(kit) } }
}
