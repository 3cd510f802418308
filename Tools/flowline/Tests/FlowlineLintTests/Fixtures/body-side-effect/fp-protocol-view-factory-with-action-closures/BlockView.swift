import SwiftUI

// A requirement that returns a view: its closures are the view's actions, not completions.
protocol BlockMaking: ObservableObject {
  func make(onEdit: @escaping (String) -> Void) -> AnyView
}

enum NumberKind {
  case float, int

  func make(from text: String) throws -> Double {
    switch self {
    case .float:
      guard let value = Float(text) else { throw CocoaError(.formatting) }
      return Double(value)
    case .int:
      guard let value = Int(text) else { throw CocoaError(.formatting) }
      return Double(value)
    }
  }
}

struct BlockView: View {
  let block: any BlockMaking
  let onEdit: (String) -> Void

  var body: some View { editor }

  var editor: some View {
    block.make(onEdit: onEdit)
  }
}

// A requirement with a completion and no result: work.
protocol BlockLoading {
  func loadBlocks(completion: @escaping ([String]) -> Void)
}

struct BlockList: View {
  let loader: any BlockLoading
  @State private var names: [String] = []

  var body: some View { list }

  private var list: some View {
    loader.loadBlocks { names = $0 }  // expect: body-side-effect
    return ForEach(names, id: \.self) { Text($0) }
  }
}
