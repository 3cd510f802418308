import Foundation
import Observation
import SwiftUI

// The same module, but the view keeps what it returns in its own state; and a record that
// only points at another record's model does not own it.
@Observable
final class ScanViewModel {
  var results: [String] = []
}

final class ScanModule {
  var viewModel = ScanViewModel()
  func identify() async -> String {
    let (data, _) =
      (try? await URLSession.shared.data(from: URL(string: "https://e.com")!))
      ?? (Data(), URLResponse())
    return String(decoding: data, as: UTF8.self)
  }
}

final class Album {
  var cover: ScanViewModel?
  func refresh() async {
    _ = try? await URLSession.shared.data(from: URL(string: "https://e.com/a")!)
  }
}

struct ScanView: View {
  let module: ScanModule
  let album: Album
  @State private var viewModel = ScanViewModel()
  @State private var last = ""

  var body: some View {
    VStack {
      Text(last)
      Button("Scan") {
        Task { last = await module.identify() }  // expect: view-calls-service
      }
      Button("Refresh") {
        Task { await album.refresh() }  // expect: view-calls-service
      }
    }
  }
}
