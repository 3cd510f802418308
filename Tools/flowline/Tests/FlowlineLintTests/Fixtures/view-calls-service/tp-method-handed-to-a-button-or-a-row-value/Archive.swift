import SwiftUI

final class ArchiveService {
  func purge() {
    var request = URLRequest(url: URL(string: "https://example.com/archive")!)
    request.httpMethod = "DELETE"
    URLSession.shared.dataTask(with: request).resume()
  }
}

struct RowAction {
  var title: String
  var run: () -> Void
}

struct ActionRow: View {
  let action: RowAction
  var body: some View { Button(action.title, action: action.run) }
}

// The view hands the service's method to a button and to a row it shows: the view calls it.
struct ArchiveScreen: View {
  let service: ArchiveService
  var body: some View {
    VStack {
      Button("Purge", action: service.purge)  // expect: view-calls-service
      ActionRow(
        action: RowAction(
          title: "Purge",
          run: service.purge))  // expect: view-calls-service
    }
  }
}
