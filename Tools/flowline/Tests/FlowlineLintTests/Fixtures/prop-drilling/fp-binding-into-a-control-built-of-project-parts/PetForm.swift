import SwiftUI

enum PetSize: String, CaseIterable, Hashable {
  case small, large
}

/// One segment of the project's pickers: it sets the binding it is given.
struct SegmentButton<Option: Hashable>: View {
  let option: Option
  @Binding var selection: Option?
  let title: String

  var body: some View {
    Button {
      selection = option
    } label: {
      Text(title).bold(selection == option)
    }
  }
}

/// A yes/no picker made of segments: the binding is its API.
struct YesNoPicker: View {
  let title: String
  @Binding var selection: Bool?

  var body: some View {
    VStack {
      Text(title)
      HStack {
        SegmentButton(option: true, selection: $selection, title: "Yes")
        SegmentButton(option: false, selection: $selection, title: "No")
      }
    }
  }
}

struct SizePicker: View {
  let title: String
  @Binding var selection: PetSize?

  var body: some View {
    HStack {
      ForEach(PetSize.allCases, id: \.self) { size in
        SegmentButton(option: size, selection: $selection, title: size.rawValue)
      }
    }
  }
}

// The section hands its bindings to the pickers; the pickers' segments are their parts.
struct PetFormSection: View {
  @Binding var isNeutered: Bool?
  @Binding var size: PetSize?

  var body: some View {
    Form {
      YesNoPicker(title: "Neutered", selection: $isNeutered)
      SizePicker(title: "Size", selection: $size)
    }
  }
}

struct PetFormScreen: View {
  @State private var isNeutered: Bool?
  @State private var size: PetSize?
  @State private var isVaccinated: Bool?
  @State private var notes = ""

  var body: some View {
    PetFormSection(isNeutered: $isNeutered, size: $size)
    HealthSection(isVaccinated: $isVaccinated, notes: $notes)
  }
}

// A private row of one screen is that screen's own section, not a part of the control.
private struct VaccinatedRow: View {
  @Binding var selection: Bool?

  var body: some View {
    HStack {
      SegmentButton(option: true, selection: $selection, title: "Vaccinated")
      SegmentButton(option: false, selection: $selection, title: "Not yet")
    }
  }
}

struct HealthSection: View {
  @Binding var isVaccinated: Bool?  // expect: prop-drilling
  @Binding var notes: String

  var body: some View {
    VStack {
      VaccinatedRow(selection: $isVaccinated)
      TextField("Notes", text: $notes)
    }
  }
}
