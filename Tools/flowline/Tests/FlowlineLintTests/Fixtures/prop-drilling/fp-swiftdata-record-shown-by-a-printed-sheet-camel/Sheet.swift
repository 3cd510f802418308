import SwiftData
import SwiftUI

@Model
final class Procedure {
  var patient: String
  var vitals: [Double]
  init(patient: String, vitals: [Double]) {
    self.patient = patient
    self.vitals = vitals
  }
}

// A printed sheet hands its record to its sections, and a section to its chart: each part
// displays the record, nothing edits it — the subject of the document, not drilled state.
struct ProcedureSheet: View {
  let procedure: Procedure
  var body: some View {
    VStack {
      Text("Sheet")
      VitalsSection(procedure: procedure)
    }
  }
}

struct VitalsSection: View {
  let procedure: Procedure
  var body: some View {
    VStack {
      Text("Vital signs")
      VitalsChartFrame(procedure: procedure)
    }
  }
}

struct VitalsChartFrame: View {
  let procedure: Procedure
  var body: some View { VitalsChart(procedure: procedure).padding() }
}

struct VitalsChart: View {
  let procedure: Procedure
  var body: some View { Text(procedure.patient + "\(procedure.vitals.count)") }
}

struct ProcedureScreen: View {
  @Query private var procedures: [Procedure]
  var body: some View {
    if let first = procedures.first { ProcedureSheet(procedure: first) }
  }
}
