import Combine
import CoreImage
import CoreImage.CIFilterBuiltins
import SwiftUI

// Deriving the code's image sets the input of a Core Image filter the model keeps in a `let`
// and reads its output: a tool it draws with, not state anything shows.
final class QRGeneratorModel: ObservableObject {
  @Published var text = ""
  private let filter = CIFilter.qrCodeGenerator()

  func generateQRCode() -> CIImage? {
    filter.message = Data(text.utf8)
    return filter.outputImage?.transformed(by: CGAffineTransform(scaleX: 10, y: 10))
  }
}

struct QRGeneratorView: View {
  @StateObject private var viewModel = QRGeneratorModel()

  var body: some View {
    VStack {
      TextField("Text", text: $viewModel.text)
      if let image = viewModel.generateQRCode() {
        Text("\(image.extent.width)")
      }
    }
  }
}
