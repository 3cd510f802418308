import SwiftUI

/// The coupon code goes through the form and its section to an entry view that edits it in
/// SwiftUI's own TextField, written `SwiftUI.TextField` because the project has one too.
struct CheckoutScreen: View {
  @State private var couponCode = ""
  var body: some View { CheckoutForm(code: $couponCode) }
}

struct CheckoutForm: View {
  @Binding var code: String
  var body: some View { Form { CouponSection(code: $code) } }
}

struct CouponSection: View {
  @Binding var code: String
  var body: some View { Section("Coupon") { CouponEntry(code: $code) } }
}

struct CouponEntry: View {
  @Binding var code: String
  var body: some View {
    SwiftUI.TextField("Coupon", text: $code)
      .textInputAutocapitalization(.characters)
  }
}

struct ReceiptLine: View {
  @Binding var code: String
  var body: some View { TextField("Applied", text: $code) }
}
