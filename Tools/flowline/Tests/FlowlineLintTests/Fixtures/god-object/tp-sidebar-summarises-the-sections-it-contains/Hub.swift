import Combine
import SwiftUI

final class ClinicHub: ObservableObject {  // expect: god-object
  @Published var patients: [String] = []
  @Published var patientFilter = ""
  @Published var appointments: [String] = []
  @Published var appointmentDay = 0
  @Published var invoices: [String] = []
  @Published var overdueInvoices = 0
  @Published var staff: [String] = []
  @Published var onCall: String?
  @Published var sidebarWidth = 240.0
  @Published var sidebarCollapsed = false
}

@main
struct ClinicApp: App {
  @StateObject private var hub = ClinicHub()
  var body: some Scene { WindowGroup { ClinicSidebar().environmentObject(hub) } }
}

/// A sidebar that shows a count for each section it lays out: that relates none of them.
struct ClinicSidebar: View {
  @EnvironmentObject var hub: ClinicHub
  var body: some View {
    List {
      NavigationLink("Patients \(hub.patients.count)") { PatientsSection() }
      NavigationLink("Today \(hub.appointments.count)") { AppointmentsSection() }
      NavigationLink("Billing \(hub.overdueInvoices)") { BillingSection() }
      NavigationLink("Staff \(hub.staff.count)") { StaffSection() }
    }
    .frame(width: hub.sidebarCollapsed ? 60 : hub.sidebarWidth)
  }
}
