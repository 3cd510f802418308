import Observation
import SwiftUI

protocol SpaceLoading {
  func space(id: String) async throws -> String
}

/// Owns the navigation stack the screens are pushed on: deciding where to go is its job.
@Observable final class SpacesFlowModel {
  var path = NavigationPath()
  let loader: any SpaceLoading

  init(loader: any SpaceLoading) { self.loader = loader }

  func open(id: String) async {
    let space = try? await loader.space(id: id)
    path.append(space ?? id)
  }
}
