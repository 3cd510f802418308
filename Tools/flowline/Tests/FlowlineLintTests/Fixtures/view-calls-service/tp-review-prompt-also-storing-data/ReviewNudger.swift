import StoreKit
import SwiftUI
import UIKit

// Also stores the finished list's title in the defaults: the app's data, not bookkeeping.
final class ReviewNudger {
  static func requestReview(finished title: String) {
    DispatchQueue.main.async {
      UserDefaults.standard.set(title, forKey: "lastFinishedList")
      if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene {
        SKStoreReviewController.requestReview(in: scene)
      }
    }
  }
}

struct ListFooter: View {
  let title: String
  var body: some View {
    Button("Finish") {
      ReviewNudger.requestReview(finished: title)  // expect: view-calls-service
    }
  }
}
