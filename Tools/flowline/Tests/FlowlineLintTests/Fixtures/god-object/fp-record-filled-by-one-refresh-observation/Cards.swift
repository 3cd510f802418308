import SwiftUI

struct Tide_chart: View {
  @Environment(Tide_report.self) private var report
  var body: some View {
    Text("\(report.tides.count) \(report.swell.height)").help(report.fetchedAt?.description ?? "")
  }
}

struct Conditions_card: View {
  @Environment(Tide_report.self) private var report
  var body: some View {
    Text("\(report.wind) \(report.swell.period)").redacted(
      reason: report.isLoading ? .placeholder : [])
  }
}

struct Warning_banner: View {
  @Environment(Tide_report.self) private var report
  var body: some View {
    Text(report.warnings.first ?? report.failure).opacity(report.isLoading ? 0 : 1)
  }
}

struct Status_footer: View {
  @Environment(Tide_report.self) private var report
  var body: some View { Text(report.verbose ? "\(report.phase)" : "").help(report.failure) }
}

struct Quality_badge: View {
  @Environment(Tide_report.self) private var report
  var body: some View { Text("\(report.waterQuality)") }
}

struct Sky_backdrop: View {
  @Environment(Tide_report.self) private var report
  var body: some View { Color.blue.opacity(report.sunAngle) }
}

@main
struct Surf_app: App {
  @State private var report = Tide_report()
  var body: some Scene { WindowGroup { Tide_chart().environment(report) } }
}
