import Combine
import SwiftUI

final class ImageCache {
  var images: [URL: Data] = [:]
}

final class LegacyModel: ObservableObject {
  @Published var value = 0
}

final class DownloadManager: NSObject {}

final class Session: ObservableObject {
  static let shared = Session()
}

struct GalleryView: View {
  @State private var cache = ImageCache()  // expect: state-holds-reference
  @State private var model = LegacyModel()  // expect: state-holds-reference
  @State private var manager: DownloadManager?  // expect: state-holds-reference
  @State private var session = Session.shared  // expect: state-holds-reference
  @State private var defaults = UserDefaults.standard
  @State private var center = NotificationCenter.default
  @State private var animation = Animation.default

  var body: some View { Text("\(model.value)") }
}
