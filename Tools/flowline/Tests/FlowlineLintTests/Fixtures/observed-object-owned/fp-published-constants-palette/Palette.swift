import SwiftUI

/// A fixed palette: its published colours keep the values they are made with.
class Palette: ObservableObject {
  init() {}

  @Published var accent: Color = Color("accent")
  @Published var surface: Color = Color("surface")
  @Published var ink = Color.primary
}
