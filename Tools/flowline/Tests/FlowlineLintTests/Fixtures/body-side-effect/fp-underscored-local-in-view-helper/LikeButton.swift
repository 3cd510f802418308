import SwiftUI

struct LikeButton: View {
  let imageName: String
  @Binding var isFill: Bool

  var body: some View { likeImage() }

  // `_imageName` is a local copy, not the storage of a wrapped property.
  private func likeImage() -> AnyView {
    var _imageName = imageName
    if isFill { _imageName = "\(imageName).fill" }
    return AnyView(Image(systemName: _imageName).onTapGesture { isFill.toggle() })
  }
}

struct CountBadge: View {
  @State private var count = 0

  var body: some View { badge() }

  // Here `_count` is the state's own storage: writing it while rendering is a side effect.
  private func badge() -> some View {
    _count = State(initialValue: 1)  // expect: body-side-effect
    return Text("\(count)")
  }
}
