import KakaoSDKUser
import SwiftUI

final class LoginStore: ObservableObject {
  func kakaoLoggedIn(_ token: OAuthToken?, _ error: Error?) {}
  func signedIn(_ user: User?) {}
}

// The SDK shows its own login screen and hands the token back: the store signs in with it.
struct LoginButtons: View {
  @ObservedObject var store: LoginStore
  @State private var savedToken = ""

  var body: some View {
    VStack {
      Button("Kakao") {
        UserApi.shared.loginWithKakaoAccount { store.kakaoLoggedIn($0, $1) }
      }
      // A token the app holds, sent to the service: a service call.
      Button("Again") {
        UserApi.shared.loginWithToken(savedToken) { user, _ in  // expect: view-calls-service
          store.signedIn(user)
        }
      }
    }
  }
}

// An unattended sign-in sends what the app holds: a service call.
struct GuestButton: View {
  @ObservedObject var store: LoginStore

  var body: some View {
    Button("Guest") {
      UserApi.shared.signInAnonymously { store.signedIn($0) }  // expect: view-calls-service
    }
  }
}
