import SwiftUI

struct Track_item: Identifiable {
  let id: String
  var title: String
}

// The leaf control that writes the binding.
struct Track_actions: View {
  let item: Track_item
  @Binding var cued_item: Track_item?
  var body: some View {
    Button("Cue next") { cued_item = item }
  }
}

struct Track_row: View {
  let item: Track_item
  @Binding var cued_item: Track_item?
  var body: some View {
    HStack {
      Text(item.title)
      Track_actions(item: item, cued_item: $cued_item)
    }
  }
}

// Two placeholder screens: history and its wrapper both only pass the binding on, and the
// only bindings ever given to them are constants.
struct History_list: View {
  let items: [Track_item]
  @Binding var cued_item: Track_item?
  var body: some View {
    ForEach(items) { item in
      Track_row(item: item, cued_item: $cued_item)
    }
  }
}

struct History_sheet: View {
  let items: [Track_item]
  @Binding var cued_item: Track_item?
  var body: some View {
    NavigationStack {
      History_list(items: items, cued_item: $cued_item)
    }
  }
}

struct Player_screen: View {
  @State private var cued: Track_item?
  @State private var shows_history = false
  let items: [Track_item]

  var body: some View {
    VStack {
      ForEach(items) { item in
        Track_row(item: item, cued_item: $cued)
      }
    }
    .sheet(isPresented: $shows_history) {
      History_sheet(items: items, cued_item: SwiftUI.Binding<Track_item?>.constant(nil))
    }
  }
}

#Preview {
  History_sheet(items: [], cued_item: .constant(nil))
}
