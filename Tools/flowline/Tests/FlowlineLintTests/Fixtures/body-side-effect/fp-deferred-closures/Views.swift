import SwiftUI

@Observable
final class ListModel {
  var items: [String] = []
  func load() async {}
}

struct PrimaryButton: View {
  let title: String
  let action: () -> Void
  var body: some View { Button(title, action: action) }
}

struct RowView: View {
  let title: String
  var onDelete: () -> Void = {}
  var body: some View { Text(title) }
}

// Closures that run later are not body work: none of this is reported.
struct ListScreen: View {
  @State private var model = ListModel()
  @State private var count = 0
  @State private var isPresented = false
  @State private var offset = CGSize.zero
  @State private var text = ""

  var body: some View {
    VStack {
      Button("Add") { count += 1 }
      Button(action: { count += 1 }) { Text("Add") }
      Button {
        model.items.append("x")
      } label: {
        Label("Append", systemImage: "plus")
      }
      PrimaryButton(title: "Clear") { model.items.removeAll() }
      RowView(title: "Row", onDelete: { model.items.removeLast() })
      TextField("Name", text: Binding(get: { text }, set: { text = $0.uppercased() }))
      Toggle("On", isOn: Binding(get: { isPresented }, set: { isPresented = $0 }))
      Menu("More") {
        Button("Reset") { count = 0 }
      } primaryAction: {
        count += 10
      }
    }
    .onAppear { count += 1 }
    .onChange(of: count) { _, newValue in text = "\(newValue)" }
    .task { await model.load() }
    .refreshable { await model.load() }
    .onTapGesture { isPresented.toggle() }
    .gesture(DragGesture().onChanged { offset = $0.translation })
    .sheet(isPresented: $isPresented, onDismiss: { count = 0 }) {
      Text("Sheet")
    }
    .alert("Error", isPresented: $isPresented) {
      Button("OK") { isPresented = false }
    }
    .toolbar {
      ToolbarItem { Button("Done") { isPresented = false } }
    }
  }
}

/// A custom view with a callback and a computed `@ViewBuilder` helper: the trailing closure
/// is the callback, which runs later.
struct UnreadBadge: View {
  let onTap: (String?) -> Void

  var body: some View { badge }

  @ViewBuilder
  var badge: some View { Button("New") { onTap(nil) } }
}

struct BadgeHost: View {
  @State private var target: String?

  var body: some View {
    UnreadBadge { id in
      if let id { target = id }
    }
  }
}
