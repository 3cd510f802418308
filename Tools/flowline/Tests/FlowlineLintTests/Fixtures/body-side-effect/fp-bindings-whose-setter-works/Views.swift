import SwiftUI

// Helpers that build a Binding whose setter starts work: the work runs when the control
// changes the value, not while the view renders. None of this is reported.

final class Store<Snapshot, Effect>: ObservableObject {
  @Published var snapshot: Snapshot
  init(_ snapshot: Snapshot) { self.snapshot = snapshot }

  func perform(_ effect: Effect) async {}

  /// A binding that runs an effect when it is set.
  func bindingAsync<Value>(
    get: @escaping (Snapshot) -> Value, perform: @escaping (Value) -> Effect
  ) -> Binding<Value> {
    Binding(
      get: { get(self.snapshot) },
      set: { value, _ in Task { await self.perform(perform(value)) } })
  }
}

enum SettingsEffect { case biometrics(Bool) }

final class Toggles {
  func saving(_ flag: Bool) -> Binding<Bool> {
    Binding<Bool> {
      flag
    } set: { newValue in
      DispatchQueue.global().async { UserDefaults.standard.set(newValue, forKey: "flag") }
    }
  }
}

struct SecurityScreen: View {
  @ObservedObject var store: Store<Bool, SettingsEffect>
  let toggles = Toggles()

  var body: some View {
    Form {
      Toggle("Unlock", isOn: store.bindingAsync(get: { $0 }, perform: SettingsEffect.biometrics))
      Toggle("Flag", isOn: toggles.saving(true))
    }
  }
}
