import SwiftUI

extension Wire_frame_view {
  var row_list: some View {
    List(inspector.rows, id: \.self) { Text($0) }
  }
}
