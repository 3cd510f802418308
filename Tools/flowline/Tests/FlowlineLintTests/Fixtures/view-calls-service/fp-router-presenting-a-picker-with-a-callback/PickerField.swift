import SwiftUI
import UIKit

/// The app's router: it presents and pushes screens in hosting controllers.
protocol AppRouter {
  func presentView(content: () -> any View)
  func showThread(id: String, onPosted: @escaping () -> Void)
}

final class HostingRouter: AppRouter {
  let navigation = UINavigationController()

  func presentView(content: () -> any View) {
    navigation.present(UIHostingController(rootView: AnyView(content())), animated: true)
  }

  func showThread(id: String, onPosted: @escaping () -> Void) {
    navigation.pushViewController(UIHostingController(rootView: Text(id)), animated: true)
  }
}

// Asks the router to present a picker whose choice it keeps, and to push a thread that tells it
// when a post was made.
struct PickerField: View {
  let router: AppRouter
  let options: [String]
  @State private var choice = ""
  @State private var posts = 0

  var body: some View {
    VStack {
      Button(choice.isEmpty ? "Choose" : choice) {
        router.presentView {
          List(options, id: \.self) { option in Button(option) { choice = option } }
        }
      }
      Button("New thread") {
        router.showThread(id: "new", onPosted: { posts += 1 })
      }
    }
  }
}
