import StoreKit
import SwiftUI
import UIKit

// Counts completions in the defaults and asks for a review at the tenth: the counter only
// throttles the system prompt.
final class ReviewPrompter {
  static func requestReview(after event: String) {
    let key = "review-" + event
    var count = UserDefaults.standard.integer(forKey: key)
    count += 1
    UserDefaults.standard.set(count, forKey: key)
    guard count >= 10 else { return }
    UserDefaults.standard.set(0, forKey: key)
    DispatchQueue.main.async {
      if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene {
        SKStoreReviewController.requestReview(in: scene)
      }
    }
  }
}

struct TaskRow: View {
  @Binding var done: Bool
  var body: some View {
    Toggle("Done", isOn: $done)
      .onChange(of: done) { _, isDone in
        if isDone { ReviewPrompter.requestReview(after: "task-done") }
      }
  }
}
