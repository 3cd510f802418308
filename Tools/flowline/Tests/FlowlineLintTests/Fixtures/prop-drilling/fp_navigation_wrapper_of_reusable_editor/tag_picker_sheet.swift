import SwiftUI

struct Tag_picker: View {
  @Binding var tags: Set<String>
  let prompt: String

  var body: some View {
    List(["a", "b"], id: \.self) { tag in
      Button(tag) { tags.insert(tag) }
    }
    .navigationTitle(prompt)
  }
}

struct Tag_picker_navigation: View {
  @Binding var tags: Set<String>
  let prompt: String

  var body: some View {
    NavigationView {
      Tag_picker(tags: $tags, prompt: prompt)
    }
    .presentationDetents([.medium])
  }
}

struct Tag_button: View {
  @Binding var tags: Set<String>
  @State private var open = false

  var body: some View {
    Button("Tags") { open = true }
      .sheet(isPresented: $open) {
        Tag_picker_navigation(tags: $tags, prompt: "Tags")
      }
  }
}

struct Filter_button: View {
  @Binding var filters: Set<String>
  @State private var open = false

  var body: some View {
    Button("Filters") { open = true }
      .sheet(isPresented: $open) {
        Tag_picker_navigation(tags: $filters, prompt: "Filters")
      }
  }
}

struct Note_editor: View {
  @State private var tags: Set<String> = []
  @State private var filters: Set<String> = []

  var body: some View {
    HStack {
      Tag_button(tags: $tags)
      Filter_button(filters: $filters)
    }
  }
}

// A wrapper that keeps state of its own is more than the picker presented: a level.
struct Label_picker: View {
  @Binding var labels: Set<String>
  let prompt: String

  var body: some View {
    List(["x", "y"], id: \.self) { label in
      Button(label) { labels.insert(label) }
    }
    .navigationTitle(prompt)
  }
}

struct Label_picker_navigation: View {
  @Binding var labels: Set<String>
  let prompt: String
  @State private var searching = false

  var body: some View {
    NavigationView {
      Label_picker(labels: $labels, prompt: searching ? "Search" : prompt)
    }
  }
}

struct Label_button: View {
  @Binding var labels: Set<String>  // expect: prop-drilling
  @State private var open = false

  var body: some View {
    Button("Labels") { open = true }
      .sheet(isPresented: $open) {
        Label_picker_navigation(labels: $labels, prompt: "Labels")
      }
  }
}

struct Sticker_button: View {
  @Binding var labels: Set<String>  // expect: prop-drilling
  @State private var open = false

  var body: some View {
    Button("Stickers") { open = true }
      .sheet(isPresented: $open) {
        Label_picker_navigation(labels: $labels, prompt: "Stickers")
      }
  }
}

struct Label_editor: View {
  @State private var labels: Set<String> = []
  @State private var stickers: Set<String> = []

  var body: some View {
    HStack {
      Label_button(labels: $labels)
      Sticker_button(labels: $stickers)
    }
  }
}
