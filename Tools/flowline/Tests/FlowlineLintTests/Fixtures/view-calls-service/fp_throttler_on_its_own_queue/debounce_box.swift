import Foundation
import SwiftUI

final class Debounce_box {
  let queue: DispatchQueue = DispatchQueue.main
  private var pending: DispatchWorkItem?

  func run_later(_ action: @escaping () -> Void) {
    pending?.cancel()
    let item = DispatchWorkItem(block: action)
    pending = item
    queue.asyncAfter(deadline: .now() + 0.3, execute: item)
  }
}

struct Filter_field: View {
  @State private var text = ""
  @State private var applied = ""
  private let debouncer = Debounce_box()

  var body: some View {
    TextField("Filter", text: $text)
      .onChange(of: text) { _, value in
        debouncer.run_later { applied = value }
      }
  }
}
