import RealityKit
import SwiftUI

final class ImmersiveSceneSystem {
  static func setup(_ content: RealityViewContent) async {
    let material = try? await ShaderGraphMaterial(named: "/Root/Glow", from: "Scene.usda")
    _ = material
  }
}

final class Hud_renderer {
  func draw_overlay(into context: GraphicsContext, size: CGSize) async {}
  func attach(_ content: RealityViewContent, _ attachments: RealityViewAttachments) async {}
}

// A system or renderer handed the content a `RealityView` (or the context a `Canvas`) is
// built from fills the view's own scene: drawing what the view shows, not a service call.
struct ImmersiveStage: View {
  var body: some View {
    RealityView { content in
      await ImmersiveSceneSystem.setup(content)
    }
  }
}

struct Hud_overlay: View {
  let renderer: Hud_renderer
  var body: some View {
    RealityView { content, attachments in
      await renderer.attach(content, attachments)
    } update: { content, attachments in
    } attachments: {
      Attachment(id: "label") { Text("HUD") }
    }
  }
}
