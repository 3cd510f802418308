import SwiftUI

/// A fixed palette: its published colours keep the values they are made with.
public class Palette: ObservableObject {
  public init() {}

  @Published public var accent: Color = Color("accent")
  @Published public var surface: Color = Color("surface")
  @Published public var ink = Color.primary
}
