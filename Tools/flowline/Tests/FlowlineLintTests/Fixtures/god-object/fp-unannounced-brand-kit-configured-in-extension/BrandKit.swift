import Combine
import SwiftUI

@MainActor
final class BrandKit: ObservableObject {
  internal(set) var headerWeight: Font.Weight = .bold
  internal(set) var headerTint: Color = .primary
  internal(set) var tileRadius: CGFloat = 12
  internal(set) var tileShadow: CGFloat = 2
  internal(set) var tileFill: Color = .gray
  internal(set) var alertTint: Color = .orange
  internal(set) var alertGlyph = "exclamationmark.triangle"
  internal(set) var logoName = "Logo"
  internal(set) var logoSize: CGFloat = 48
  internal(set) var motion: Animation = .spring

  var warningTint: Color { alertTint }
}
