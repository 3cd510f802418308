import SwiftUI

// The view sends the observed model an intent and awaits it only to clear its spinner task,
// dismiss and report errors: no result is kept.
struct WateringView: View {
  @Environment(\.dismiss) private var dismiss
  @EnvironmentObject private var greenhouse: GreenhouseDataSource
  @EnvironmentObject private var alerts: Alerts

  @State private var bed = ""
  @State private var litres = 1
  @State private var job: Task<Void, Never>?

  var body: some View {
    Form {
      TextField("Bed", text: $bed)
      Button("Water", action: water).disabled(job != nil)
      Button("Reset") {
        job = Task {
          defer { job = nil }
          do {
            try await greenhouse.reset()
            dismiss()
          } catch {
            alerts.show(error)
          }
        }
      }
    }
  }

  private func water() {
    job = Task {
      defer { job = nil }
      do {
        try await greenhouse.water(bed: bed, litres: litres)
        dismiss()
      } catch {
        alerts.show(error)
      }
    }
  }
}
