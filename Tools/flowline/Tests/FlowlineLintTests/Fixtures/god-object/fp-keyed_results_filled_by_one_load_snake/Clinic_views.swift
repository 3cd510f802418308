import SwiftUI

@main
struct Clinic_app: App {
  @State private var model = Lab_results_store()
  var body: some Scene { WindowGroup { Samples_screen(samples: []).environment(model) } }
}

struct Samples_screen: View {
  @Environment(Lab_results_store.self) private var model
  let samples: [Lab_sample]
  var body: some View {
    List(samples) { sample in
      Sample_row(sample: sample)
    }
    .task { await model.runAssays(samples, client: Assay_client()) }
  }
}

struct Sample_row: View {
  @Environment(Lab_results_store.self) private var model
  let sample: Lab_sample
  var body: some View {
    if model.runningAssays[sample.id] == true {
      ProgressView()
    } else {
      Text(model.assayFailures[sample.id] ?? "")
    }
  }
}

struct Report_preview: View {
  @Environment(Lab_results_store.self) private var model
  let sample: Lab_sample
  var body: some View { Text(model.assayReports[sample.id]?.fileURL.lastPathComponent ?? "") }
}

struct Print_panel: View {
  @Environment(Lab_results_store.self) private var model
  var body: some View {
    if model.isPrinting {
      ProgressView()
    } else {
      Text(model.printoutURL?.path ?? model.archiveURL?.path ?? "")
    }
  }
}
