import SwiftUI

final class Connection {
  static func live() -> Connection { Connection() }
  func open() {}
}

// A property made by the project's own factory may do anything when the object is made.
final class FeedModel: ObservableObject {
  @Published var items: [String] = []
  let connection: Connection = .live()
}

final class Registry {
  static let shared = Registry()
  var palettes: [Palette] = []
  func add(_ palette: Palette) { palettes.append(palette) }
}

final class Counter {
  var value = 0
  func bump() { value += 1 }
}

final class Palette: ObservableObject {
  @Published var isDark = false
  let counter = Counter()
  // Hands itself to a registry: the registry keeps every render's palette.
  func attach() { Registry.shared.add(self) }
}

final class Slot: ObservableObject {
  @Published var title: String
  init(title: String) { self.title = title }
}

final class Draft: ObservableObject {
  @Published var text: String
  // Writes a file as it is made.
  init(text: String) {
    self.text = text
    try? text.write(toFile: "/tmp/draft.txt", atomically: true, encoding: .utf8)
  }
}

struct DraftPreview: View {
  @ObservedObject var draft: Draft
  var body: some View { Text(draft.text) }
}

struct SlotEditor: View {
  @ObservedObject var slot: Slot
  var body: some View { TextField("Title", text: $slot.title) }
}

struct SlotLabel {
  func cell(_ slot: Slot) -> Text { Text(slot.title) }
}

struct Board: View {
  let cell: (Slot) -> Text
  let rows: [String]
  var body: some View {
    ForEach(rows, id: \.self) { row in
      feedRow(feed: FeedModel())  // expect: body-side-effect
      attached(palette: Palette())  // expect: body-side-effect
      counted(palette: Palette())  // expect: body-side-effect
      cell(Slot(title: row))  // expect: body-side-effect
      DraftPreview(draft: Draft(text: row))  // expect: body-side-effect
    }
  }

  private func feedRow(feed: FeedModel) -> some View { Text("\(feed.items.count)") }

  private func attached(palette: Palette) -> some View {
    palette.attach()
    return Text(palette.isDark ? "dark" : "light")
  }

  private func counted(palette: Palette) -> some View {
    palette.counter.bump()
    return Text(palette.isDark ? "dark" : "light")
  }
}
