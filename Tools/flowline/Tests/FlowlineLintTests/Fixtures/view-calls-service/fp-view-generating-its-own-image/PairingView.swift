import CoreGraphics
import SwiftUI

final class QRCodeGenerator {
  static func generateQRCode(for text: String) async -> CGImage? {
    await Task.yield()
    return nil
  }
}

// The view renders the QR code it shows: building its own picture, like AsyncImage.
struct PairingView: View {
  let address: String
  @State private var qrImage: CGImage?

  var body: some View {
    Group {
      if let qrImage { Image(decorative: qrImage, scale: 1) }
    }
    .task { qrImage = await QRCodeGenerator.generateQRCode(for: address) }
  }
}
