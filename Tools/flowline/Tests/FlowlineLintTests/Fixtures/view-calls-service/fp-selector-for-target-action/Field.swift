import SwiftUI
import UIKit

/// A text field bridged from UIKit: its coordinator is the control's target. Naming its
/// method in `#selector` wires target and action; the view calls nothing.
struct CursorField: UIViewRepresentable {
  @Binding var text: String

  func makeCoordinator() -> Helper { Helper() }

  func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    field.addTarget(context.coordinator, action: #selector(Helper.began), for: .editingDidBegin)
    field.addTarget(
      context.coordinator, action: #selector(Helper.fetchSuggestions), for: .editingChanged)
    return field
  }

  func updateUIView(_ field: UITextField, context: Context) { field.text = text }

  final class Helper: NSObject {
    @objc func began(_ field: UITextField) {
      DispatchQueue.main.async { field.selectAll(nil) }
    }

    @objc func fetchSuggestions(_ field: UITextField) {
      Task { await Task.yield() }
    }
  }
}
