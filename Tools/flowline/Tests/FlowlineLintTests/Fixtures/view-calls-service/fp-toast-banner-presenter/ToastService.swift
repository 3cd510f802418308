import SwiftUI
import UIKit

final class ToastBannerView: UIView {
  private let label = UILabel()

  func configure(text: String) { label.text = text }
}

// Shows a toast banner on the key window and hides it again: UI presentation, not a service.
final class ToastService {
  static let shared = ToastService()
  private var banner: ToastBannerView?
  private var heightConstraint: NSLayoutConstraint?
  private var timer: Timer?

  func dismiss() {
    DispatchQueue.main.async {
      self.timer?.invalidate()
      self.heightConstraint?.constant = 0
      self.animate(visible: false)
    }
  }

  private func animate(visible: Bool) {
    UIView.animate(withDuration: 0.3) {
      self.banner?.superview?.layoutIfNeeded()
      self.banner?.alpha = visible ? 1 : 0
    }
  }
}

struct SectionHeader: View {
  let title: String
  var body: some View {
    Text(title)
      .onTapGesture { ToastService.shared.dismiss() }
  }
}

// The project extends UIView with a helper of its own: `UIView.animate` stays UIKit's.
extension UIView {
  func roundCorners() { layer.cornerRadius = 8 }
}
