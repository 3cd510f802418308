import SwiftUI

final class Phone_Verification_Model: ObservableObject {
  @Published var phone_number = ""
  @Published var code = ""
  @Published var is_valid = false

  func validate() { is_valid = phone_number.count == 11 && code.count == 6 }
}

// The result screen keeps the verification model it is given but never names it again.
struct Found_Id_Screen: View {
  @ObservedObject var verification: Phone_Verification_Model
  var body: some View { Text("Your id") }
}

struct Find_Id_Form: View {
  @State private var shows_result = false
  var body: some View {
    NavigationLink(
      destination: Found_Id_Screen(verification: Phone_Verification_Model()),
      isActive: $shows_result
    ) {
      EmptyView()
    }
  }
}

struct Verify_Screen: View {
  @StateObject private var verification = Phone_Verification_Model()
  var body: some View {
    TextField("Code", text: $verification.code).onSubmit { verification.validate() }
  }
}
