import SwiftUI

final class SignupForm: ObservableObject {
  let formID = UUID()
  @Published var email = ""
  func summary() -> String { email }
}

final class UPJob: ObservableObject {
  let job_id: Int
  @Published var progress = 0.0
  func advance() { progress += 0.1 }
  init(job_id: Int) { self.job_id = job_id }
}

struct SignupScreen: View {
  @State private var form = SignupForm()  // expect: state-holds-reference
  @State private var preview = SignupForm()  // expect: state-holds-reference

  var body: some View {
    VStack {
      TextField("Email", text: $form.email)
      Text(preview.summary())
    }
  }
}

struct UPJobRow: View {
  @State private var job: UPJob?  // expect: state-holds-reference

  var body: some View {
    if let job {
      ProgressView(value: job.progress)
        .id(job.job_id)
    }
  }
}
