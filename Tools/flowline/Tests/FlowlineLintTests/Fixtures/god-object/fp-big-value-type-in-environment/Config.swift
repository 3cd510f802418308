import SwiftUI

// A big configuration *value* in the environment is not an observable God object.
struct AppConfig {
  var a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0
  var i = 0, j = 0, k = 0, l = 0, m = 0, n = 0, o = 0, p = 0
}

extension EnvironmentValues {
  @Entry var config = AppConfig()
}

struct V1: View {
  @Environment(\.config) private var config
  var body: some View { Text("\(config.a)") }
}
struct V2: View {
  @Environment(\.config) private var config
  var body: some View { Text("\(config.b)") }
}
struct V3: View {
  @Environment(\.config) private var config
  var body: some View { Text("\(config.c)") }
}
struct V4: View {
  @Environment(\.config) private var config
  var body: some View { Text("\(config.d)") }
}
