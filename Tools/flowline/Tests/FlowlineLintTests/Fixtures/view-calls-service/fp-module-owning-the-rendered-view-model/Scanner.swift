import Foundation
import Observation
import SwiftUI

// A screen module, held through its protocol, exposes the very view model the view renders:
// it runs the classifier and writes the result there, like an interactor. The view only sends
// it the intent.
@Observable
final class ScannerViewModel {
  var ready = false
  var results: [String] = []
}

protocol ScannerSupporting {
  var viewModel: ScannerViewModel { get }
  func identify() async
}

final class ScannerModule: ScannerSupporting {
  var viewModel = ScannerViewModel()
  func identify() async {
    let (data, _) =
      (try? await URLSession.shared.data(from: URL(string: "https://e.com")!))
      ?? (Data(), URLResponse())
    viewModel.results = [String(decoding: data, as: UTF8.self)]
  }
}

struct ScannerView: View {
  var module: any ScannerSupporting
  @State var viewModel: ScannerViewModel  // expect: state-not-private

  var body: some View {
    VStack {
      List(viewModel.results, id: \.self) { Text($0) }
      Button("Who is that?") {
        Task { await module.identify() }
      }
    }
  }
}
