import NaverThirdPartyLogin
import SwiftUI

final class Session_store: ObservableObject {
  func finish_login(_ token: String?) {}
}

struct Naver_login_button: View {
  @ObservedObject var session_store: Session_store

  var body: some View {
    Button("Naver") {
      NaverLoginConnection.shared.loginWithNaverApp(completion: { token in
        session_store.finish_login(token)
      })
    }
  }
}
