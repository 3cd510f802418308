import Foundation
import Observation
import SwiftUI

// Its suggestions are kept, but the view reads only whether the system model is available.
@Observable final class UsageGenerator {
  var suggestions: [String] = []

  var isAvailable: Bool { ProcessInfo.processInfo.processorCount > 1 }

  func suggest(for item: String) async { suggestions = [item] }
}

// The same kind of generator, but its computed property reads the kept suggestions.
@Observable final class HintGenerator {
  var hints: [String] = []

  var hasHints: Bool { !hints.isEmpty }

  func hint(for item: String) async { hints = [item] }
}

struct InventoryRow: View {
  let name: String
  let usageGenerator = UsageGenerator()
  let hintGenerator = HintGenerator()  // expect: observed-object-owned

  var body: some View {
    HStack {
      Text(name)
      if usageGenerator.isAvailable { Image(systemName: "sparkles") }
      if hintGenerator.hasHints { Image(systemName: "lightbulb") }
    }
  }
}
