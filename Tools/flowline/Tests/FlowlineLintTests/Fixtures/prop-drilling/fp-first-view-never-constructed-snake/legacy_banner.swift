import SwiftUI

// A banner nothing builds any more: no state reaches the chain it starts.
struct Legacy_banner: View {
  @Binding var banner_text: String
  var body: some View { Banner_row(banner_text: $banner_text) }
}

struct Banner_row: View {
  @Binding var banner_text: String
  var body: some View { Banner_label(banner_text: $banner_text) }
}

struct Banner_label: View {
  @Binding var banner_text: String
  var body: some View { Text(banner_text).onTapGesture { banner_text = "" } }
}
