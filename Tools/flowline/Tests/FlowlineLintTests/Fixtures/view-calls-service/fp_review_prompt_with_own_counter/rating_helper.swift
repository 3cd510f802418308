import StoreKit
import SwiftUI
import UIKit

class Rating_helper {
  static func requestReview() {
    DispatchQueue.main.async {
      if UserDefaults.standard.bool(forKey: "asked_rating") { return }
      UserDefaults.standard.set(true, forKey: "asked_rating")
      if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene {
        SKStoreReviewController.requestReview(in: scene)
      }
    }
  }
}

struct Export_done_view: View {
  var body: some View {
    Text("Exported")
      .onAppear { Rating_helper.requestReview() }
  }
}
