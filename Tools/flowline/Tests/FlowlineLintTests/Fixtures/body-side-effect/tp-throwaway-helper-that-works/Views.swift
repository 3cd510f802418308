import SwiftUI

final class Visit_log: ObservableObject {
  @Published var visits = 0
  let place: String

  init(place: String) { self.place = place }

  /// Counts the visit as it describes it: a write.
  func describe_visit() -> String {
    visits += 1
    return "\(place) #\(visits)"
  }

  func summary() -> String { place }

  func reset() { visits = 0 }

  func configured() -> Self { self }
}

final class GreetingLoader: ObservableObject {
  @Published var greeting = ""
  let name: String

  init(name: String) { self.name = name }

  func fetchGreeting() async -> String { name }

  func headline() -> String {
    Task { greeting = await fetchGreeting() }
    return greeting
  }
}

// A helper whose method writes its state or starts work, one kept in a local, or one the call
// returns is still an allocation per render.
struct PlaceCard: View {
  let place: String
  @StateObject private var log = Visit_log(place: "")

  var body: some View {
    VStack {
      Text(Visit_log(place: place).describe_visit())  // expect: body-side-effect
      Text(GreetingLoader(name: place).headline())  // expect: body-side-effect
      let kept = Visit_log(place: place)  // expect: body-side-effect
      Text(kept.summary())
      Text(Visit_log(place: place).configured().summary())  // expect: body-side-effect
      Button("Reset") { log.reset() }
    }
  }
}
