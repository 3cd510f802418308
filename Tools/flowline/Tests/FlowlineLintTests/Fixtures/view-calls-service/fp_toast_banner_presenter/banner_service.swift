import SwiftUI
import UIKit

class Snack_bar: UIView {}

class Snack_Bar_Service {
  static let shared = Snack_Bar_Service()
  var bar: Snack_bar?
  var hide_timer: Timer?

  // Only times and fades its own snack bar.
  func hide_now() {
    DispatchQueue.main.async {
      self.hide_timer?.invalidate()
      self.bar?.layer.removeAllAnimations()
      UIView.animate(withDuration: 0.2) { self.bar?.alpha = 0 }
    }
  }
}

struct Feed_header: View {
  var body: some View {
    Button("Hide") { Snack_Bar_Service.shared.hide_now() }
  }
}
