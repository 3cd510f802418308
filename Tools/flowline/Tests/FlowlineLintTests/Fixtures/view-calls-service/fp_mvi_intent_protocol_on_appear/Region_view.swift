import Combine
import SwiftUI

final class Region_model: ObservableObject {
  @Published var regions: [String] = []
}

/// What the region screen's view may ask for.
protocol Region_intentable {
  func on_appear() async
}

/// The region screen's intent: loads the regions into the model.
final class Region_intent: Region_intentable {
  private weak var model: Region_model?
  init(model: Region_model) { self.model = model }

  func on_appear() async {
    let url = URL(string: "https://example.com/regions")!
    if let (data, _) = try? await URLSession.shared.data(from: url) {
      model?.regions = [String(decoding: data, as: UTF8.self)]
    }
  }
}

struct Region_view: View {
  @ObservedObject var model: Region_model
  let intent: Region_intentable

  var body: some View {
    List(model.regions, id: \.self) { Text($0) }
      .task { await intent.on_appear() }
  }
}
