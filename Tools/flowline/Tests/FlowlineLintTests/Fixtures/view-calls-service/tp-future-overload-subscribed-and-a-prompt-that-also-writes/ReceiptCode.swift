import Combine
import CoreImage
import LocalAuthentication
import SwiftUI

enum ReceiptCodeError: Error { case failed }

final class ReceiptPainter {
  // Renders the code in the background and delivers it later.
  static func paint(_ text: String) -> Future<CGImage, ReceiptCodeError> {
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

  static func paint(_ text: String, scale: CGFloat = 4) -> CGImage? {
    let filter = CIFilter(name: "CIQRCodeGenerator")
    filter?.setValue(Data(text.utf8), forKey: "inputMessage")
    guard let output = filter?.outputImage else { return nil }
    return CIContext().createCGImage(output, from: output.extent)
  }
}

// Asks for Face ID, and on success also records the unlock in the defaults: more than a prompt.
final class UnlockRecorder {
  static let events = PassthroughSubject<Bool, Never>()

  static func ask() {
    LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { ok, _ in
      UserDefaults.standard.set(Date(), forKey: "lastUnlock")
      DispatchQueue.main.async { events.send(ok) }
    }
  }
}

// Subscribes to the background render (the Future overload) and asks the recorder to unlock.
struct ReceiptCode: View {
  let text: String
  @State private var image: CGImage?
  @State private var renders: Set<AnyCancellable> = []

  var body: some View {
    VStack {
      if let image { Image(decorative: image, scale: 1) }
      Button("Unlock") {
        UnlockRecorder.ask()  // expect: view-calls-service
      }
    }
    .onAppear {
      ReceiptPainter.paint(text)  // expect: view-calls-service
        .sink(receiveCompletion: { _ in }, receiveValue: { image = $0 })
        .store(in: &renders)
    }
  }
}
