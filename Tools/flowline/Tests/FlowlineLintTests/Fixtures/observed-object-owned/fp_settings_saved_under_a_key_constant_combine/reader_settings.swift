import Combine
import Foundation
import SwiftUI

enum Reader_Keys {
  static let font_size = "reader.fontSize"
}

final class Reader_Settings: ObservableObject {
  @Published var font_size = UserDefaults.standard.double(forKey: Reader_Keys.font_size) {
    didSet { UserDefaults.standard.set(font_size, forKey: Reader_Keys.font_size) }
  }
}

struct Reader_Screen: View {
  @ObservedObject var settings = Reader_Settings()
  var body: some View { Stepper("Size", value: $settings.font_size) }
}
