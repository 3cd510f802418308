import SwiftUI

struct Story: Identifiable {
  let id: Int
  let likes: Int
}

// The card's state lives in this file, its action row in another: `private` would not
// compile, and the custom initializer takes no state from callers.
struct StoryCard: View {
  let story: Story
  @State var isSending = false
  @State var likes: Int

  init(story: Story) {
    self.story = story
    _likes = State(initialValue: story.likes)
  }

  var body: some View {
    VStack {
      Text("\(likes)")
      actionRow
    }
  }
}
