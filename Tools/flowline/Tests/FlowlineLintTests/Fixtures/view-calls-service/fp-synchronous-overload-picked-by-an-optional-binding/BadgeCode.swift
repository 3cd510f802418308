import Combine
import CoreImage
import SwiftUI

enum CodeError: Error { case failed }

final class CodePainter {
  // Renders the code in the background and delivers it later.
  static func paint(_ text: String) -> Future<CGImage, CodeError> {
    Future { promise in
      DispatchQueue.global().async {
        if let image = paint(text, scale: 4) {
          promise(.success(image))
        } else {
          promise(.failure(.failed))
        }
      }
    }
  }

  // Renders the code right away with Core Image.
  static func paint(_ text: String, scale: CGFloat = 4) -> CGImage? {
    let filter = CIFilter(name: "CIQRCodeGenerator")
    filter?.setValue(Data(text.utf8), forKey: "inputMessage")
    guard let output = filter?.outputImage else { return nil }
    return CIContext().createCGImage(output, from: output.extent)
  }
}

// Shows the address as a code drawn on the spot (the optional result picks the synchronous
// overload).
struct BadgeCode: View {
  let address: String

  var codeImage: Image {
    if let image = CodePainter.paint(address) {
      return Image(decorative: image, scale: 1)
    }
    return Image(systemName: "qrcode")
  }

  var body: some View {
    codeImage.resizable().frame(width: 200, height: 200)
  }
}
