import SwiftUI
import UIKit

protocol FrameSource: AnyObject {
  var onFrame: ((Int) -> Void)? { get set }
}

final class CaptureSessionController: NSObject, FrameSource {
  var onFrame: ((Int) -> Void)?
  func start(front: Bool) async {}
  func stop() { DispatchQueue.global().async {} }
}

struct FramePreviewLayer: UIViewRepresentable {
  let source: any FrameSource
  func makeUIView(context: Context) -> UIView { UIView() }
  func updateUIView(_ view: UIView, context: Context) {}
}

// A view starting and stopping the feed a platform view it shows draws, as a player view plays
// and pauses its player: not a data service.
struct LiveCapturePreview: View {
  let session: CaptureSessionController
  let front: Bool

  var body: some View {
    FramePreviewLayer(source: session)
      .task { await session.start(front: front) }
      .onDisappear { session.stop() }
  }
}

final class Render_loop {
  func resume_rendering() async {}
}

struct Metal_canvas: NSViewRepresentable {
  let render_loop: Render_loop
  func makeNSView(context: Context) -> NSView { NSView() }
  func updateNSView(_ view: NSView, context: Context) {}
}

struct Particle_screen: View {
  let render_loop = Render_loop()

  var body: some View {
    Metal_canvas(render_loop: render_loop)
      .task { await render_loop.resume_rendering() }
  }
}
