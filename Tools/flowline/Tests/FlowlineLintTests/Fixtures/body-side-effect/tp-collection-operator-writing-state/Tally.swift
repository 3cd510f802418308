import SwiftUI

final class Tally {
  var seen = 0
}

struct TallyList: View {
  let names: [String]
  let tally: Tally

  var body: some View {
    // A collection's `compactMap` runs while rendering: the write happens on every render.
    let shown = names.compactMap { name -> String? in
      tally.seen += 1  // expect: body-side-effect
      return name.isEmpty ? nil : name
    }
    List(shown, id: \.self) { Text($0) }
  }
}
