import SwiftUI

struct Flag_Rule {
  var inverted: Bool
  func toggle(value: Bool) -> Bool { inverted ? !value : value }
}

// `toggle(value:)` takes a label `Bool.toggle()` never takes: the rule's pure mapping.
struct Flag_Row: View {
  @State private var rule = Flag_Rule(inverted: true)
  let flag: Bool
  var body: some View {
    let _ = rule.toggle(value: flag)
    Text(flag ? "on" : "off")
  }
}
