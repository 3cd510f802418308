import SwiftUI

struct RemoveSheet: View {
  let item: DiskItem
  @State private var keep = false

  var body: some View {
    Button("Remove") {
      Task { _ = try? await DiskItemRemover.remove(item: item, keepFiles: keep) }
    }
  }
}
