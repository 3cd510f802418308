import SwiftUI

final class Amount_adapter: ObservableObject {
  private let amount: Binding<Int>

  init(amount: Binding<Int>) {
    self.amount = amount
    text = String(amount.wrappedValue)
  }

  @Published var text: String {
    didSet { amount.wrappedValue = Int(text) ?? amount.wrappedValue }
  }
}

// Keeps a draft of its own besides the binding: what the user typed lives only here.
final class Amount_draft: ObservableObject {
  private let amount: Binding<Int>
  @Published var note = ""

  init(amount: Binding<Int>) {
    self.amount = amount
  }

  @Published var text = "" {
    didSet { amount.wrappedValue = Int(text) ?? 0 }
  }
}

struct Amount_field: View {
  @ObservedObject private var adapter: Amount_adapter
  @ObservedObject private var draft: Amount_draft

  init(amount: Binding<Int>) {
    adapter = Amount_adapter(amount: amount)
    draft = Amount_draft(amount: amount)  // expect: observed-object-owned
  }

  var body: some View {
    TextField("Amount", text: $adapter.text)
    TextField("Note", text: $draft.note)
  }
}
