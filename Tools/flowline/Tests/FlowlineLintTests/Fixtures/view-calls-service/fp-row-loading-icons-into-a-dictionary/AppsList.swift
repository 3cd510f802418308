import SwiftUI
import UIKit

// A row loads its app's icon and keeps it in the dictionary of icons it is bound to, by bundle
// identifier: the pictures it shows, like `AsyncImage`.
final class AppStoreIconFetcher {
  private static let queue = DispatchQueue(label: "icons", attributes: .concurrent)

  static func getIcon(for bundleID: String, completion: @escaping (UIImage?) -> Void) {
    queue.async {
      let icon = UIImage(named: bundleID)
      DispatchQueue.main.async { completion(icon) }
    }
  }
}

struct AppRow: View {
  let bundleID: String
  @Binding var appIcons: [String: UIImage]

  var body: some View {
    HStack {
      if let icon = appIcons[bundleID] { Image(uiImage: icon) }
      Text(bundleID)
    }
    .onAppear { loadAppIcon() }
  }

  private func loadAppIcon() {
    AppStoreIconFetcher.getIcon(for: bundleID) { image in
      guard let image else { return }
      DispatchQueue.main.async { appIcons[bundleID] = image }
    }
  }
}
