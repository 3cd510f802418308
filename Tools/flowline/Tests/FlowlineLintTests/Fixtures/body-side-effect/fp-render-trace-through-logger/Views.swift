import SwiftUI

struct EpisodeList: View {
  let episodes: [String]
  private let analytics = Render_analytics()

  var body: some View {
    let _ = TraceLogger.shared.log("body: \(episodes.count) episodes", type: "Debug")
    VStack {
      section
      let _ = analytics.track("episode_list_rendered")
    }
  }

  @ViewBuilder
  private var section: some View {
    let _ = TraceLogger.shared.debug("section rendered")
    ForEach(episodes, id: \.self) { Text($0) }
  }
}
