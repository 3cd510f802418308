import SwiftUI

struct TagPicker: View {
  let tags: [String]
  @ObservedObject var selection: SelectionProxy<String>

  var body: some View {
    ForEach(tags, id: \.self) { tag in
      Button(tag) { selection.toggle(tag) }
        .bold(selection.contains(tag))
    }
  }
}

struct TagPickerDemo: View {
  @State private var chosen: Set<String> = []

  var body: some View {
    TagPicker(
      tags: ["red", "green"],
      selection: SelectionProxy<String>(
        isIncluded: { chosen.contains($0) },
        include: { chosen.insert($0) },
        exclude: { chosen.remove($0) }
      )
    )
  }

  @ViewBuilder
  func emptyPicker() -> some View {
    TagPicker(tags: [], selection: SelectionProxy())
  }
}
