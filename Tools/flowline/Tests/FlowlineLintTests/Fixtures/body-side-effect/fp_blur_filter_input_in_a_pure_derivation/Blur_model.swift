import Combine
import CoreImage
import CoreImage.CIFilterBuiltins
import SwiftUI

// The same with a typed blur filter: its radius and input are set right before its output is read.
final class Blur_model: ObservableObject {
  @Published var radius = 4.0
  let source = CIImage(color: .red)
  private let blur_filter: CIFilter & CIGaussianBlur = CIFilter.gaussianBlur()

  func blurred() -> CIImage? {
    blur_filter.inputImage = source
    blur_filter.radius = Float(radius)
    return blur_filter.outputImage
  }
}

struct Blur_preview: View {
  @StateObject private var blur_model = Blur_model()

  var body: some View {
    Text("\(blur_model.blurred()?.extent.width ?? 0)")
  }
}
