import SwiftUI

// The lyrics cache is read only inside a cover the project's modifier type presents, and the
// history only in the confirmation's action, a method passed by name.
struct Queue_screen: View {
  @Environment(Track_queue.self) private var queue
  @Environment(Lyrics_cache.self) private var lyrics
  @Environment(Play_history.self) private var history

  var body: some View {
    @Bindable var queue = queue
    List(queue.tracks, id: \.self) { Text($0) }
      .modifier(
        Cover_modifier(is_shown: $queue.isShowingLyrics) {
          Text(lyrics.lines.joined())
        }
      )
      .confirm_destructive("Clear?", is_shown: $queue.isConfirmingClear, action: self.clear_all)
  }

  private func clear_all() {
    queue.clear()
    history.forget()
  }
}
