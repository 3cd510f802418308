import SwiftUI

final class Sign_up_model: ObservableObject {
  @Published var email = ""
}

struct Sign_up_form: View {
  @ObservedObject var model = Sign_up_model()

  var body: some View {
    TextField("Email", text: $model.email)
  }
}

struct Auth_router: View {
  @StateObject private var sign_up = Sign_up_model()

  var body: some View {
    NavigationStack {
      NavigationLink("Sign up") { Sign_up_form(model: sign_up) }
    }
  }
}

struct Sign_up_form_Previews: PreviewProvider {
  static var previews: some View { Sign_up_form() }
}
