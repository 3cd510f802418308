import Foundation
import SwiftUI

struct Episode_row {
  let name: String
  var delete_handler: () -> Void = {}
}

final class Episode_feed: ObservableObject {
  @Published var names: [String] = []
  @Published var last_error: String?

  // Builds rows; each row's delete handler (run on a swipe) talks to the server.
  func make_rows() -> [Episode_row] {
    var rows: [Episode_row] = []
    for name in names {
      var row = Episode_row(name: name)
      row.delete_handler = { [weak self] in
        Task {
          try? await Task.sleep(nanoseconds: 1)
          await MainActor.run { self?.names.removeAll { $0 == name } }
        }
      }
      rows.append(row)
    }
    return rows
  }

  // Returns the callback itself; the caller decides when to run it.
  func retry_handler(for name: String) -> () -> Void {
    return {
      DispatchQueue.global().async {
        DispatchQueue.main.async { self.last_error = nil }
      }
    }
  }

  func undo_handler(for name: String) -> () -> Void {
    { DispatchQueue.main.async { self.names.append(name) } }
  }
}

struct Episode_list: View {
  @ObservedObject var feed: Episode_feed

  var body: some View {
    VStack {
      ForEach(feed.make_rows(), id: \.name) { row in
        Text(row.name).swipeActions { Button("Delete", action: row.delete_handler) }
      }
      Button("Retry", action: feed.retry_handler(for: "all"))
      Button("Undo", action: feed.undo_handler(for: "last"))
    }
  }
}
