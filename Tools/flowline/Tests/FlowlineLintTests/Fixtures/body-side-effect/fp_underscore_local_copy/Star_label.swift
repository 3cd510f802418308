import SwiftUI

struct Star_label: View {
  let symbol_name: String
  let is_on: Bool

  var body: some View {
    var _symbol_name = symbol_name
    if is_on { _symbol_name += ".fill" }
    return Image(systemName: _symbol_name)
  }
}
