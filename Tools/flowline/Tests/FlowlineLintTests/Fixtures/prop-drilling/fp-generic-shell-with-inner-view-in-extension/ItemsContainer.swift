import SwiftUI

@Observable final class ItemsLayout {
  var columns = 2
}

struct ItemsStack<Content: View>: View {
  @Binding var selection: Set<Int>
  let layout: ItemsLayout
  var content: () -> Content

  var body: some View {
    List(selection: $selection) { content() }
      .frame(minWidth: Double(layout.columns) * 100)
  }
}

// Two shells each split into a `Memorized` inner view, declared in an extension of the
// (generic) shell, file-private: the shell and its inner view are one component.
/// Lists items.
public struct ItemsContainer<C: View>: View {
  @Binding var selection: Set<Int>
  let layout: ItemsLayout
  var content: () -> C

  /// The list.
  public var body: some View {
    Memorized(selection: $selection, layout: layout, content: content)
      .environment(\.defaultMinListRowHeight, 20)
  }
}

extension ItemsContainer {
  fileprivate struct Memorized: View {
    @Binding var selection: Set<Int>
    let layout: ItemsLayout
    var content: () -> C

    var body: some View {
      ItemsStack(selection: $selection, layout: layout, content: content)
        .refreshable {}
    }
  }
}

/// Lists tags.
public struct TagsContainer<C: View>: View {
  @Binding var selection: Set<Int>
  let layout: ItemsLayout
  var content: () -> C

  /// The list.
  public var body: some View {
    Memorized(selection: $selection, layout: layout, content: content)
  }
}

extension TagsContainer {
  fileprivate struct Memorized: View {
    @Binding var selection: Set<Int>
    let layout: ItemsLayout
    var content: () -> C

    var body: some View {
      ItemsStack(selection: $selection, layout: layout, content: content)
    }
  }
}

struct FolderScreen: View {
  @State private var picked: Set<Int> = []
  @State private var layout = ItemsLayout()

  var body: some View {
    VStack {
      ItemsContainer(selection: $picked, layout: layout) { Text("a") }
      TagsContainer(selection: $picked, layout: layout) { Text("b") }
    }
  }
}
