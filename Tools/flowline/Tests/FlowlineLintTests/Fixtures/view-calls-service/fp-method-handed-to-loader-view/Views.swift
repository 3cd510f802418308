import SwiftUI

// A generic loader view (like AsyncImage): it runs the operation it is given and renders the
// result, showing a cached value first.
struct LoadingValueView<Value, Content: View>: View {
  let cachedValue: Value?
  let operation: () async throws -> Value
  @ViewBuilder let content: (Value) -> Content
  @State private var loaded: Value?

  var body: some View {
    Group {
      if let value = loaded ?? cachedValue { content(value) } else { ProgressView() }
    }
    .task { loaded = try? await operation() }
  }
}

final class TransferRecord {
  func fiatAmountCached() -> String? { nil }
  func fiatAmount() async throws -> String {
    try await Task.sleep(for: .milliseconds(10))
    return "$1"
  }
}

struct TransferAmountRow: View {
  let record: TransferRecord
  var body: some View {
    LoadingValueView(cachedValue: record.fiatAmountCached(), operation: record.fiatAmount) {
      Text($0)
    }
  }
}

final class Fee_quote {
  func formatted_fee() async -> String {
    await Task.yield()
    return "0.1"
  }
}

struct Fee_label: View {
  let quote: Fee_quote
  var body: some View {
    LoadingValueView(cachedValue: nil, operation: quote.formatted_fee) { Text($0) }
  }
}
