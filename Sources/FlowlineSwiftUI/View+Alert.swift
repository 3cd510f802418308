#if canImport(SwiftUI)
  public import Flowline
  public import SwiftUI

  extension View {
    /// Shows a feature's ``Flowline/AlertState`` as an alert or a confirmation dialog, and sends
    /// each answer back.
    ///
    /// ```swift
    /// List { … }
    ///   .alert(store.alert) { store.send(.alertAnswered($0)) }
    /// ```
    ///
    /// Each button sends its action, `nil` for a button that only dismisses. When the system
    /// closes the alert without a button (a tap outside a dialog), `nil` is sent too; SwiftUI
    /// also writes "closed" after a button was tapped, so the feature answers an alert once,
    /// with `guard state.alert.dismiss() else { return .none }`. An alert with no buttons gets
    /// an "OK" that sends `nil`.
    ///
    /// - Parameters:
    ///   - state: The alert to show, `nil` for none (usually read from the view state).
    ///   - send: Sends an answer to the feature.
    /// - Returns: The view, showing the alert while `state` is not `nil`.
    public func alert<Action>(
      _ state: AlertState<Action>?, send: @escaping @MainActor @Sendable (Action?) -> Void
    ) -> some View {
      let title = Text(state?.title ?? "")
      return
        self
        .alert(
          title, isPresented: alertIsPresented(state?.presentation == .alert, send: send),
          presenting: state
        ) { state in
          AlertButtons(state: state, send: send)
        } message: { state in
          if let message = state.message { Text(message) }
        }
        .confirmationDialog(
          title,
          isPresented: alertIsPresented(state?.presentation == .confirmationDialog, send: send),
          titleVisibility: .visible, presenting: state
        ) { state in
          AlertButtons(state: state, send: send)
        } message: { state in
          if let message = state.message { Text(message) }
        }
    }
  }

  /// Whether an alert is shown; closing it sends `nil`, "no answer".
  private func alertIsPresented<Action>(
    _ shown: Bool, send: @escaping @MainActor @Sendable (Action?) -> Void
  ) -> Binding<Bool> {
    Binding(
      get: { shown },
      set: { @MainActor isShown in if !isShown { send(nil) } }
    )
  }

  /// An alert's buttons, in order; an alert without buttons gets an "OK" that sends `nil`.
  private struct AlertButtons<Action>: View {
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
    fileprivate init(_ role: AlertButtonRole) {
      switch role {
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      }
    }
  }
#endif
