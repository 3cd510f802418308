import SwiftUI

@propertyWrapper
struct Shared_pref {
  let key: String
  init(_ key: String) { self.key = key }
  var wrappedValue: Bool {
    get { UserDefaults(suiteName: "group.app")?.bool(forKey: key) ?? false }
    set { UserDefaults(suiteName: "group.app")?.set(newValue, forKey: key) }
  }
}

final class Debug_flags: ObservableObject {
  @Shared_pref("verbose_logging") var verbose_logging: Bool
  @Shared_pref("show_frames") var show_frames: Bool
}

struct Debug_panel: View {
  @ObservedObject var debug_flags = Debug_flags()
  var body: some View {
    Toggle("Verbose", isOn: $debug_flags.verbose_logging)
    Toggle("Frames", isOn: $debug_flags.show_frames)
  }
}
