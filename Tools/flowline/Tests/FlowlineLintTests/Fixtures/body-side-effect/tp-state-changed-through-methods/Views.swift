import Combine
import Observation
import SwiftUI

@Observable final class Counter {
  var hits = 0
  func bump() { hits += 1 }
}

final class Tally {
  static let shared = Tally()
  private var seen: Set<String> = []
  func record(_ name: String) { seen.insert(name) }
}

final class Journal: ObservableObject {
  @Published var entries: [String] = []
  func post(_ entry: String) { self.entries.append(entry) }
  func touch() { objectWillChange.send() }
}

struct Dashboard: View {
  @State private var counter = Counter()
  @StateObject private var journal = Journal()
  let name: String

  var body: some View {
    let _ = counter.bump()  // expect: body-side-effect
    let _ = Tally.shared.record(name)  // expect: body-side-effect
    VStack {
      let _ = journal.post(name)  // expect: body-side-effect
      Text("\(counter.hits)")
    }
    .overlay {
      let _ = journal.touch()  // expect: body-side-effect
      EmptyView()
    }
  }
}
