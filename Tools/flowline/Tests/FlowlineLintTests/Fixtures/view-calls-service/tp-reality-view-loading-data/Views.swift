import RealityKit
import SwiftUI

final class ModelRepository {
  func fetchModel(named name: String) async throws -> Entity { Entity() }
}

// Inside a `RealityView`, a call that does not receive the view's content is data work.
struct ShowroomView: View {
  let repository: ModelRepository
  var body: some View {
    RealityView { content in
      let model = try? await repository.fetchModel(named: "chair")  // expect: view-calls-service
      if let model {
        content.add(model)
      }
    }
  }
}

struct Show_room: View {
  let model_repository: ModelRepository
  var body: some View {
    RealityView { content, attachments in
      let lamp = try? await model_repository.fetchModel(named: "x")  // expect: view-calls-service
      if let lamp { content.add(lamp) }
    } attachments: {
      Attachment(id: "price") { Text("9") }
    }
  }
}
