import Foundation
import SwiftUI
import UIKit

final class UploadClient {
  static let shared = UploadClient()
  func upload(_ data: Data, completion: @escaping (Bool) -> Void) {
    var request = URLRequest(url: URL(string: "https://example.com/upload")!)
    request.httpMethod = "POST"
    URLSession.shared.uploadTask(with: request, from: data) { _, _, error in
      completion(error == nil)
    }.resume()
  }
}

final class ScannerController: UIViewController {}

// The representable's own controller is its content; the upload client it calls is a service.
struct ScannerView: UIViewControllerRepresentable {
  let controller = ScannerController()
  let onUploaded: (Bool) -> Void

  func makeUIViewController(context: Context) -> ScannerController { controller }
  func updateUIViewController(_ controller: ScannerController, context: Context) {}

  func send(_ data: Data) {
    UploadClient.shared.upload(data) { onUploaded($0) }  // expect: view-calls-service
  }
}
