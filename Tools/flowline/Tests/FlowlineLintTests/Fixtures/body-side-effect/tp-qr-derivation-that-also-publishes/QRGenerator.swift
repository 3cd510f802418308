import Combine
import CoreImage
import CoreImage.CIFilterBuiltins
import SwiftUI

// The same derivation, but it also keeps the image in a published property: body changes the
// model's state while rendering.
final class QRCodeModel: ObservableObject {
  @Published var text = ""
  @Published var lastImage: CIImage?
  private let filter = CIFilter.qrCodeGenerator()

  func generateQRCode() -> CIImage? {
    filter.message = Data(text.utf8)
    lastImage = filter.outputImage
    return lastImage
  }
}

struct QRCodeView: View {
  @StateObject private var viewModel = QRCodeModel()

  var body: some View {
    if let image = viewModel.generateQRCode() {  // expect: body-side-effect
      Text("\(image.extent.width)")
    }
  }
}
