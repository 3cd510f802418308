import SwiftUI

/// Valid in Swift 5 mode (only a warning there): a space between an attribute and its
/// arguments.
struct ThemedView: View {
  @Environment (\.colorScheme) private var scheme
  @AppStorage ("fontSize") private var fontSize = 14.0

  var body: some View { Text(scheme == .dark ? "Dark" : "Light") }
}
