import Combine
import SwiftUI

final class Receipt_model: ObservableObject {
  @Published var files: [String] = []
  private var updates: AnyCancellable?

  init(receipt_id: String) {
    updates = NotificationCenter.default.publisher(for: .init(receipt_id))
      .sink { [weak self] _ in self?.files.append(receipt_id) }
  }
}

struct Receipt_detail: View {
  @ObservedObject var model: Receipt_model
  var body: some View { List(model.files, id: \.self) { Text($0) } }
}

final class Upload_model: ObservableObject {
  @Published var receipt_id = "r1"
  let finished = PassthroughSubject<Void, Never>()
}

// Builds the submitted screen only when the upload finishes, to push it: never while rendering.
struct Upload_detail: View {
  @ObservedObject var outbox: Upload_model
  let push: (AnyView) -> Void

  var body: some View {
    Button("Show receipt \(outbox.receipt_id)") { show_receipt() }
  }

  private func show_receipt() {
    push(AnyView(receipt_detail))
  }

  private var receipt_detail: some View {
    let model = Receipt_model(receipt_id: outbox.receipt_id)
    return Receipt_detail(model: model)
  }
}
