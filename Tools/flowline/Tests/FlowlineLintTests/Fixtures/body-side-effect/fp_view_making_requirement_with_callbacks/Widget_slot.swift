import SwiftUI

protocol Slot_content: ObservableObject {
  func make(on_change: @escaping (Int) -> Void, on_remove: @escaping () -> Void) -> AnyView
}

enum Unit_kind {
  case meters, feet

  func make(from text: String) throws -> Double {
    guard let value = Double(text) else { throw CocoaError(.formatting) }
    return self == .meters ? value : value * 0.3048
  }
}

struct Widget_slot: View {
  let slot_content: any Slot_content
  let on_change: (Int) -> Void
  let on_remove: () -> Void

  var body: some View { slot_body }

  var slot_body: some View {
    slot_content.make(on_change: on_change, on_remove: on_remove)
  }
}
