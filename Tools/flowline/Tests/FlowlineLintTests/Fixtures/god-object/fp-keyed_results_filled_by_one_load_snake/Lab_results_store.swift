import Foundation
import Observation

struct Lab_sample: Identifiable { let id: String, remoteKey: String }

struct Assay_report { let bytes: Data, fileURL: URL }

/// Loads the clinic's reports.
struct Assay_client {
  func fetch(_ key: String) async throws -> Assay_report {
    Assay_report(bytes: Data(), fileURL: URL(fileURLWithPath: "/tmp"))
  }
}

/// The clinic screen's own model: its sheets, and per sample the fetched report, whether it
/// is still fetching and why it failed — all three keyed results filled by one `runAssays`.
@MainActor @Observable final class Lab_results_store {
  var showsInfoSheet = false
  var showsExportSheet = false
  var selectedPhoto: Lab_sample?
  var assayReports: [String: Assay_report] = [:]
  var runningAssays: [String: Bool] = [:]
  var assayFailures: [String: String] = [:]
  var isPrinting = true
  var printoutURL: URL?
  var archiveURL: URL?
  var exportData = Data()
  var exportFailure: String?
  var showsShareSheet = false

  func runAssays(_ samples: [Lab_sample], client: Assay_client) async {
    assayFailures = [:]
    markRunning(samples, value: true)
    for sample in samples {
      do {
        let report = try await client.fetch(sample.remoteKey)
        assayReports[sample.id] = report
        runningAssays[sample.id] = false
      } catch {
        runningAssays[sample.id] = false
        self.assayFailures[sample.id] = error.localizedDescription
      }
    }
  }

  func prepareExport(_ sample: Lab_sample, client: Assay_client) async {
    isPrinting = true
    defer { isPrinting = false }
    do {
      let report = try await client.fetch(sample.remoteKey)
      exportData = report.bytes
      printoutURL = report.fileURL
      archiveURL = report.fileURL.appendingPathExtension("pdf")
    } catch {
      exportFailure = error.localizedDescription
    }
  }

  func markRunning(_ samples: [Lab_sample], value: Bool) {
    for sample in samples { runningAssays[sample.id] = value }
  }
}
