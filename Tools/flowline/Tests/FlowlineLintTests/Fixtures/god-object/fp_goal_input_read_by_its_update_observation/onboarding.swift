import Observation
import SwiftUI

struct Goal_client {
  func sign_in(_ name: String) async throws -> String { name }
  func save_target(_ target: Int) async throws {}
}

/// Sign-in, and the weekly goal form: the goal's input is read by the update that sets the
/// form's cooldown and lock, and cleared there.
@MainActor @Observable final class Onboarding_model {
  var is_signed_in = false
  var user_name = ""
  var email = ""
  var avatar_url = ""
  var joined_on = ""
  var error_message = ""
  var cooldown_days = 0
  var is_locked = false
  var last_update = ""
  var target_input = ""
  private let client = Goal_client()

  func sign_in(as name: String) async {
    do {
      user_name = try await client.sign_in(name)
      email = user_name + "@example.com"
      avatar_url = "https://example.com/" + user_name
      joined_on = "today"
      is_signed_in = !user_name.isEmpty
    } catch {
      error_message = "\(error)"
    }
  }

  func update_target() async {
    guard let target = Int(target_input) else { return }
    do {
      try await client.save_target(target)
      cooldown_days = 7 - target % 7
      is_locked = cooldown_days > 0
      last_update = "today"
      target_input = ""
    } catch {
      error_message = "\(error)"
    }
  }
}

@main
struct Goal_app: App {
  @State private var onboarding = Onboarding_model()
  var body: some Scene { WindowGroup { Sign_in_screen().environment(onboarding) } }
}

struct Sign_in_screen: View {
  @Environment(Onboarding_model.self) private var onboarding
  var body: some View {
    Text(onboarding.is_signed_in ? onboarding.user_name : onboarding.error_message)
  }
}

struct Welcome_header: View {
  @Environment(Onboarding_model.self) private var onboarding
  var body: some View {
    Text(onboarding.user_name + onboarding.email).opacity(onboarding.is_signed_in ? 1 : 0)
  }
}

struct Goal_status: View {
  @Environment(Onboarding_model.self) private var onboarding
  var body: some View {
    Text("\(onboarding.cooldown_days) \(onboarding.last_update)").disabled(onboarding.is_locked)
  }
}

struct Goal_field: View {
  @Environment(Onboarding_model.self) private var onboarding
  var body: some View {
    Text(onboarding.target_input.isEmpty ? "No target" : onboarding.target_input)
      .onTapGesture { Task { await onboarding.update_target() } }
  }
}
