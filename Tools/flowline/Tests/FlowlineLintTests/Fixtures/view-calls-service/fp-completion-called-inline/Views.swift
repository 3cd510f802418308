import Foundation
import SwiftUI

extension FileManager {
  // Deletes at once, then tells the caller: the completion runs before the method returns.
  func deleteSaved(_ url: URL, completion: @escaping (URL) -> Void) {
    try? removeItem(at: url)
    completion(url)
  }
}

final class ReceiptService {
  static let shared = ReceiptService()
  private var receipts: [String] = []
  func delete_receipt(_ id: String, then done: ((Bool) -> Void)?) {
    receipts.removeAll { $0 == id }
    done?(true)
  }
}

// Helpers whose completion handler is called inline: no asynchronous work is started.
struct SavedFileRow: View {
  @Binding var file: URL?
  var body: some View {
    Button("Delete") {
      if let file {
        FileManager.default.deleteSaved(file) { _ in self.file = nil }
      }
    }
  }
}

struct Receipt_row: View {
  let id: String
  @State private var removed = false
  var body: some View {
    Button("Remove") {
      ReceiptService.shared.delete_receipt(id) { ok in removed = ok }
    }
  }
}
