import SwiftUI

extension String {
  // A package-style helper named like the mutating method, returning a copy.
  func removeFirst(of character: Character) -> String {
    guard let index = firstIndex(of: character) else { return self }
    var copy = self
    copy.remove(at: index)
    return copy
  }
}

struct LargeValueText: View {
  let mainText: String
  let tags: [String]

  var body: some View {
    let length = mainText.removeFirst(of: ".").count
    Text(mainText).font(.system(size: length > 4 ? 24 : 40))
  }
}

// A text the view keeps in @State: mutating it while rendering is an effect.
struct TrimmedValueText: View {
  @State private var mainText = "1.5"

  var body: some View {
    let _ = mainText.removeFirst()  // expect: body-side-effect
    Text(mainText)
  }
}
