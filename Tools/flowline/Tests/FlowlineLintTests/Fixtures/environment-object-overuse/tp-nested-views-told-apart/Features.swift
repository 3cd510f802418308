import SwiftUI

// Every feature declares its own nested `Screen`; each is its own view. Merged by their
// simple name they would read four models and barely use all of them; apart, the glucose
// and insulin screens read two models each and are fine, while the meal screen reads three
// and barely uses two (one of the two members of each).

final class Pump: ObservableObject {
  @Published var rate = 0.0
  @Published var reservoir = 300
}
final class Sensor: ObservableObject {
  @Published var reading = 0
  @Published var battery = 100
}
final class Alarms: ObservableObject { @Published var muted = false }
@Observable final class Meals {
  var carbs = 0
  var fat = 0
}

enum Glucose {
  struct Screen: View {
    @EnvironmentObject var sensor: Sensor
    @EnvironmentObject var alarms: Alarms
    var body: some View { Text("\(sensor.reading) \(alarms.muted)") }
  }
}

enum Insulin {
  struct Screen: View {
    @EnvironmentObject var pump: Pump
    @EnvironmentObject var alarms: Alarms
    var body: some View { Text("\(pump.rate) \(alarms.muted)") }
  }
}

extension Meals {
  struct Screen: View {  // expect: environment-object-overuse
    @EnvironmentObject var pump: Pump
    @EnvironmentObject var sensor: Sensor
    @Environment(Meals.self) private var meals
    var body: some View { Text("\(pump.rate) \(sensor.reading) \(meals.carbs) \(meals.fat)") }
  }
}
