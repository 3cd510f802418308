#if canImport(SwiftUI)
  import Flowline
  import SyncUpsCore
  import SwiftUI

  extension View {
    /// Shows an `AlertState` as an alert or a confirmation dialog; each button sends its action
    /// (`nil` for a button that only dismisses), and the feature clears the alert.
    func alert<Action>(
      _ state: AlertState<Action>?, send: @escaping (Action?) -> Void
    ) -> some View {
      let title = Text(state?.title ?? "")
      return
        self
        .alert(
          title, isPresented: .constant(state?.presentation == .alert), presenting: state
        ) { state in
          AlertButtons(state: state, send: send)
        } message: { state in
          if let message = state.message { Text(message) }
        }
        .confirmationDialog(
          title, isPresented: .constant(state?.presentation == .confirmationDialog),
          titleVisibility: .visible, presenting: state
        ) { state in
          AlertButtons(state: state, send: send)
        } message: { state in
          if let message = state.message { Text(message) }
        }
    }
  }

  /// An alert's buttons, in order; an alert without buttons gets an "OK" that sends `nil`.
  struct AlertButtons<Action>: View {
    let state: AlertState<Action>
    let send: (Action?) -> Void

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
