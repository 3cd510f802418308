import SwiftUI

/// A number field keeping its own text and writing the value back as it changes.
struct Number_field: View {
  let title: String
  @Binding var value: Double?
  @State private var text = ""

  var body: some View {
    TextField(title, text: $text)
      .onChange(of: text) { _, new_text in
        value = Double(new_text)
      }
  }
}

/// The number field with a unit beside it: a part of the same control.
struct Measurement_field: View {
  let title: String
  @Binding var value: Double?
  let unit: String

  var body: some View {
    HStack {
      Number_field(title: title, value: $value)
      Text(unit)
    }
  }
}

struct Share_form: View {
  @State private var share: Double?

  var body: some View {
    Number_field(title: "Share", value: $share)
  }
}

// The section hands the value to the measurement field, which hands it to its number field.
struct Energy_section: View {
  @Binding var kwh: Double?
  @Binding var note: String

  var body: some View {
    VStack {
      Measurement_field(title: "Energy", value: $kwh, unit: "kWh")
      Text(note)
    }
  }
}

final class Trip_model: ObservableObject {
  @Published var name = ""
}

// A row that reads a model from the environment is more than a control's part.
struct Fuel_row: View {
  @EnvironmentObject var trip: Trip_model
  @Binding var litres: Double?

  var body: some View {
    HStack {
      Text(trip.name)
      Number_field(title: "Litres", value: $litres)
    }
  }
}

struct Fuel_section: View {
  @Binding var litres: Double?  // expect: prop-drilling
  @Binding var price: Double?

  var body: some View {
    VStack {
      Fuel_row(litres: $litres)
      Text("\(price ?? 0)")
    }
  }
}

struct Energy_form: View {
  @State private var kwh: Double?
  @State private var note = ""
  @State private var litres: Double?
  @State private var price: Double?

  var body: some View {
    Energy_section(kwh: $kwh, note: $note)
    Fuel_section(litres: $litres, price: $price)
  }
}
