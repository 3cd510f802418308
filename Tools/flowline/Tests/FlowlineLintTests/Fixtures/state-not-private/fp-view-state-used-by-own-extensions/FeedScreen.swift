import SwiftUI

struct FeedScreen: View {
  let stories: [Story]

  var body: some View {
    List(stories) { story in
      StoryCard(story: story)
    }
  }
}
