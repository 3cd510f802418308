import SwiftUI
import UIKit

final class NoticeView: UIView {}

// Fades its banner but also records the dismissal on disk: data work besides presentation.
final class NoticeService {
  static let shared = NoticeService()
  private var notice: NoticeView?
  private var timer: Timer?

  func dismiss() {
    DispatchQueue.main.async {
      self.timer?.invalidate()
      UIView.animate(withDuration: 0.3) { self.notice?.alpha = 0 }
      UserDefaults.standard.set(true, forKey: "noticeDismissed")
    }
  }
}

struct NoticeHeader: View {
  var body: some View {
    Text("Notice")
      .onTapGesture { NoticeService.shared.dismiss() }  // expect: view-calls-service
  }
}
