import SwiftUI

struct PatientsSection: View {
  @EnvironmentObject var hub: ClinicHub
  var body: some View { Text("\(hub.patients.count) \(hub.patientFilter)") }
}

struct AppointmentsSection: View {
  @EnvironmentObject var hub: ClinicHub
  var body: some View { Text("\(hub.appointments.count) \(hub.appointmentDay)") }
}

struct BillingSection: View {
  @EnvironmentObject var hub: ClinicHub
  var body: some View { Text("\(hub.invoices.count) \(hub.overdueInvoices)") }
}

struct StaffSection: View {
  @EnvironmentObject var hub: ClinicHub
  var body: some View { Text("\(hub.staff.count) \(hub.onCall ?? "")") }
}
