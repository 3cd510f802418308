#if canImport(SwiftUI)
  import Flowline
  import SyncUpsCore
  import SwiftUI

  extension View {
    /// Shows an `AlertState` as an alert or a confirmation dialog; each button sends its action
    /// (`nil` for a button that only dismisses), and the feature clears the alert. When the
    /// system closes it without a button (a tap outside a dialog), `nil` is sent too; the
    /// features ignore an answer to an alert they no longer show, so the `nil` SwiftUI also
    /// writes after a button was tapped changes nothing.
    func alert<Action>(
      _ state: AlertState<Action>?, send: @escaping @MainActor @Sendable (Action?) -> Void
    ) -> some View {
      let title = Text(state?.title ?? "")
      return
        self
        .alert(
          title, isPresented: isPresented(state?.presentation == .alert, send: send),
          presenting: state
        ) { state in
          AlertButtons(state: state, send: send)
        } message: { state in
          if let message = state.message { Text(message) }
        }
        .confirmationDialog(
          title,
          isPresented: isPresented(state?.presentation == .confirmationDialog, send: send),
          titleVisibility: .visible, presenting: state
        ) { state in
          AlertButtons(state: state, send: send)
        } message: { state in
          if let message = state.message { Text(message) }
        }
    }
  }

  /// Whether an alert is shown; closing it sends `nil`, "no answer".
  private func isPresented<Action>(
    _ shown: Bool, send: @escaping @MainActor @Sendable (Action?) -> Void
  ) -> Binding<Bool> {
    Binding(
      get: { shown },
      set: { @MainActor isShown in if !isShown { send(nil) } }
    )
  }

  /// An alert's buttons, in order; an alert without buttons gets an "OK" that sends `nil`.
  struct AlertButtons<Action>: View {
    let state: AlertState<Action>
    let send: @MainActor @Sendable (Action?) -> Void

    var body: some View {
      if state.buttons.isEmpty {
        Button("OK") { send(nil) }
      }
      ForEach(state.buttons.indices, id: \.self) { index in
        let button = state.buttons[index]
        Button(button.label, role: button.role.map(ButtonRole.init)) { send(button.action) }
      }
    }
  }

  extension ButtonRole {
    init(_ role: AlertButtonRole) {
      switch role {
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      }
    }
  }

  extension Theme {
    /// The theme's colour: the sixteen themes spread around the colour wheel.
    var color: Color {
      let index = Theme.allCases.firstIndex(of: self) ?? 0
      return Color(
        hue: Double(index) / Double(Theme.allCases.count), saturation: 0.45, brightness: 0.95)
    }
  }
#endif
