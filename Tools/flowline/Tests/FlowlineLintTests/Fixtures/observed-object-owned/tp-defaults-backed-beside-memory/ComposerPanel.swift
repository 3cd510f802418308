import SwiftUI

@propertyWrapper
struct Remembered {
  let key: String
  init(_ key: String) { self.key = key }
  var wrappedValue: String {
    get { UserDefaults.standard.string(forKey: key) ?? "" }
    set { UserDefaults.standard.set(newValue, forKey: key) }
  }
}

final class ComposerState: ObservableObject {
  @Remembered("signature") var signature: String
  // Kept in memory only: lost with the instance.
  @Published var draft = ""
}

struct ComposerPanel: View {
  @ObservedObject var state = ComposerState()  // expect: observed-object-owned
  var body: some View {
    TextField("Draft", text: $state.draft)
  }
}
