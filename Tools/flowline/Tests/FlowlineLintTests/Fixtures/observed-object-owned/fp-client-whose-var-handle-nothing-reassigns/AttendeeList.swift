import SwiftUI

final class Database {
  static func shared() -> Database { Database() }
  func document(_ id: String, completion: @escaping ([String]) -> Void) { completion([]) }
}

// Its only `var` is the database handle, which nothing reassigns: the view only asks it for
// attendees and keeps them in its own state, so a fresh client behaves the same.
final class AttendeeClient: ObservableObject {
  @Published var isReloading = false
  private var db = Database.shared()

  func reload() {
    isReloading = true
    db.document("all") { _ in self.isReloading = !self.isReloading }
  }

  func attendees(of event: String, completion: @escaping ([String]) -> Void) {
    db.document(event, completion: completion)
  }
}

struct AttendeeList: View {
  let eventID: String
  @ObservedObject private var client = AttendeeClient()
  @State private var names: [String] = []

  var body: some View {
    List(names, id: \.self) { Text($0) }
      .onAppear { client.attendees(of: eventID) { names = $0 } }  // expect: view-calls-service
  }
}

// The handle is swapped by a method: state of its own.
final class SwitchingClient: ObservableObject {
  @Published var isReloading = false
  private var db = Database.shared()

  func useStaging() { db = Database() }

  func attendees(of event: String, completion: @escaping ([String]) -> Void) {
    db.document(event, completion: completion)
  }
}

struct StagingList: View {
  @ObservedObject private var client = SwitchingClient()  // expect: observed-object-owned
  @State private var names: [String] = []

  var body: some View {
    List(names, id: \.self) { Text($0) }
      .onAppear {
        client.useStaging()
        client.attendees(of: "e1") { names = $0 }  // expect: view-calls-service
      }
  }
}
