import SwiftUI

struct Search_field: View {
  @State private var query = ""
  @State private var is_editing = false
  @State private var submitted: [String] = []
  @State private var enabled = false
  @State private var step_count = 0
  @State private var zoom_level = 1.0

  var body: some View {
    VStack {
      TextField("Search", text: $query) { editing in
        is_editing = editing
      }
      TextField(
        "Filter", text: $query,
        onEditingChanged: { is_editing = $0 },
        onCommit: { submitted.append(query) })
      SecureField("Code", text: $query) {
        submitted.append(query)
      }
      Stepper(value: $step_count, in: 0...5) {
        is_editing = $0
      }
      Slider(value: $zoom_level) { _ in
        submitted.removeAll()
      }
      Toggle(isOn: $enabled) {
        Text("Enabled")
      }
      DatePicker(selection: .constant(Date())) { Text("When") }
    }
  }
}
