import FirebaseFirestore
import SwiftUI

// The library's database handle sits in a `var` nothing reassigns: the client keeps it for
// good, like a `let`, and the view only asks it for riders.
final class Rider_client: ObservableObject {
  @Published var rider_count = 0
  var store_handle = Firestore.firestore()

  func count_riders() {
    store_handle.collection("riders").getDocuments { snapshot, _ in
      self.rider_count = (snapshot?.count ?? 0) + self.rider_count
    }
  }

  func load_riders(completion: @escaping ([String]) -> Void) {
    store_handle.collection("riders").getDocuments { snapshot, _ in
      completion(snapshot?.documents.map(\.documentID) ?? [])
    }
  }
}

struct Rider_list: View {
  @ObservedObject var rider_client = Rider_client()
  @State private var riders: [String] = []

  var body: some View {
    List(riders, id: \.self) { Text($0) }
      .onAppear { rider_client.load_riders { riders = $0 } }
  }
}
