import Combine
import SwiftUI

/// A binding threaded through two layout views to the knob that flips it.
struct SettingsPage: View {
  @State private var isOn = false
  var body: some View { Panel(isOn: $isOn) }
}

struct Panel: View {
  @Binding var isOn: Bool  // expect: prop-drilling
  var body: some View { Drawer(flag: $isOn) }
}

struct Drawer: View {
  @Binding var flag: Bool
  var body: some View { Knob(value: $flag) }
}

struct Knob: View {
  @Binding var value: Bool
  var body: some View {
    Text(value ? "On" : "Off").onTapGesture { value.toggle() }
  }
}

/// An observed object handed through a shell and a frame to the leaf that reads it.
final class Ledger: ObservableObject {
  @Published var total = 0
}

struct Books: View {
  @StateObject private var ledger = Ledger()
  var body: some View { Shell(ledger: ledger) }
}

struct Shell: View {
  @ObservedObject var ledger: Ledger  // expect: prop-drilling
  var body: some View { Frame(source: ledger) }
}

struct Frame: View {
  @ObservedObject var source: Ledger
  var body: some View { Leaf(ledger: source) }
}

struct Leaf: View {
  @ObservedObject var ledger: Ledger
  var body: some View { Text("\(ledger.total)") }
}
