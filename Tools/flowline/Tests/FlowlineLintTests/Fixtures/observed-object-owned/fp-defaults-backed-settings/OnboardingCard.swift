import SwiftUI

/// Keeps its value in the user defaults, like `@AppStorage`.
@propertyWrapper
struct StoredDefault<Value> {
  let key: String
  let fallback: Value

  init(_ key: String, fallback: Value) {
    self.key = key
    self.fallback = fallback
  }

  var wrappedValue: Value {
    get { UserDefaults.standard.object(forKey: key) as? Value ?? fallback }
    set { UserDefaults.standard.set(newValue, forKey: key) }
  }
}

final class OnboardingState: ObservableObject {
  @StoredDefault("hasCompletedOnboarding", fallback: false)
  var hasCompletedOnboarding: Bool
}

// A new instance reads the same value back: nothing is kept in memory to lose.
struct OnboardingCard: View {
  @ObservedObject var state = OnboardingState()
  var body: some View {
    Button("Done") { state.hasCompletedOnboarding = true }
  }
}
