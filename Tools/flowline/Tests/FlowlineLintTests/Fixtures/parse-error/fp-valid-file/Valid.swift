import SwiftUI

struct ValidView: View {
  @State private var count = 0
  var body: some View { Text("Count \(count)") }
}
