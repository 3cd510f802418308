import SwiftUI
import UIKit

final class OAuthSignInClient {
  static let sharedInstance = OAuthSignInClient()
  func signIn(withPresenting controller: UIViewController, completion: @escaping (String?) -> Void)
  {}
}

final class CheckoutClient {
  func present_sheet(presentingController: UIViewController, done: @escaping (Bool) -> Void) {}
}

final class LoginStore: ObservableObject {
  func send(_ token: String?) {}
}

// A third-party component given the controller to present from shows its own screen (a
// sign-in or payment sheet), as a view presents a sheet; its result is forwarded as an intent.
struct LoginScreen: View {
  @ObservedObject var store: LoginStore
  let host: UIViewController

  var body: some View {
    Button("Continue with OAuth") {
      OAuthSignInClient.sharedInstance.signIn(withPresenting: host) { token in
        store.send(token)
      }
    }
  }
}

struct Pay_button: View {
  let checkout_client: CheckoutClient
  let root: UIViewController
  @ObservedObject var store: LoginStore

  var body: some View {
    Button("Pay") {
      checkout_client.present_sheet(presentingController: root) { paid in
        store.send(paid ? "paid" : nil)
      }
    }
  }
}
