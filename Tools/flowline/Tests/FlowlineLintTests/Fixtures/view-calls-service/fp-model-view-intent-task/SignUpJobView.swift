import Combine
import SwiftUI

/// The screen's model: what the view renders.
final class SignUpJobModel: ObservableObject {
  @Published var jobs: [String] = []
  @Published var isLoading = false
}

/// The screen's intent: it runs the use cases and writes their outcome into the model.
final class SignUpJobIntent {
  private weak var model: SignUpJobModel?
  init(model: SignUpJobModel) { self.model = model }

  func task() async {
    model?.isLoading = true
    let (data, _) =
      (try? await URLSession.shared.data(from: URL(string: "https://example.com")!))
      ?? (Data(), URLResponse())
    model?.jobs = [String(decoding: data, as: UTF8.self)]
    model?.isLoading = false
  }
}

struct SignUpJobView: View {
  @StateObject private var model = SignUpJobModel()
  private let intent: SignUpJobIntent

  init() {
    let model = SignUpJobModel()
    _model = StateObject(wrappedValue: model)
    intent = SignUpJobIntent(model: model)
  }

  var body: some View {
    List(model.jobs, id: \.self) { Text($0) }
      .task { await intent.task() }
  }
}
