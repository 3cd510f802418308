import Observation
import SwiftUI

/// One equaliser preset the user configures.
struct Equalizer_preference { var name = "", gains: [Double] = [] }

/// The user's preferences: playback, downloads, appearance and the equaliser presets they made.
@Observable final class Reader_preferences {
  var font_size = 14.0
  var line_spacing = 1.2
  var night_mode = false
  var download_on_wifi = true
  var keep_days = 30
  var stream_quality = 2
  var skip_silence = false
  var playback_rate = 1.0
  var presets: [Equalizer_preference] = []
  var active_preset = Equalizer_preference()
}

struct Text_panel: View {
  @Environment(Reader_preferences.self) private var prefs
  var body: some View {
    Text("Aa").font(.system(size: prefs.font_size)).lineSpacing(prefs.line_spacing)
  }
}

struct Download_panel: View {
  @Environment(Reader_preferences.self) private var prefs
  var body: some View { Text("\(prefs.keep_days)").bold(prefs.download_on_wifi) }
}

struct Playback_panel: View {
  @Environment(Reader_preferences.self) private var prefs
  var body: some View {
    Text("\(prefs.playback_rate) \(prefs.stream_quality)").italic(prefs.skip_silence)
  }
}

struct Equalizer_panel: View {
  @Environment(Reader_preferences.self) private var prefs
  var body: some View { Text("\(prefs.presets.count) \(prefs.active_preset.name)") }
}

@main
struct Reader_app: App {
  @State private var prefs = Reader_preferences()
  var body: some Scene { WindowGroup { Text_panel().environment(prefs) } }
}
