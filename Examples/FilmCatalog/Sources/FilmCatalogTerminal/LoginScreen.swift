package import FilmCatalogCore
package import Flowline

/// The login screen's terminal state: the focused field, and the password typed so far (the
/// view state only carries its mask, as seed 000's view keeps the fields in `@State`).
package struct LoginUI: Equatable, Sendable {
  package enum Field: Equatable, Sendable { case email, password }

  package var focus: Field = .email
  package var password: Sensitive<String> = ""

  package init() {}
}

/// Renders the login screen and maps its keys. Pure.
package enum LoginScreen {
  package static func render(
    _ state: Login.ViewState, ui: LoginUI, width: Int, tick: Int, hint: String?
  ) -> ScreenContent {
    func field(_ label: String, _ value: String, _ field: LoginUI.Field) -> Line {
      let focused = ui.focus == field
      let head = "  \(focused ? "▸" : " ") \(label.fitted(to: 9)) "
      // A value longer than the field shows its end, with the cursor.
      let text = focused ? typedField(value, width: width - head.columnWidth) : value
      return Line(head + text, focused ? .heading : .plain)
    }
    var body = [
      Line(),
      Line("  Log in to the film catalog", .heading),
      Line(),
      field("Email", state.email, .email),
      field("Password", state.maskedPassword, .password),
      Line(),
    ]
    if state.isLoading {
      body.append(Line("  \(Spinner.frame(tick)) Logging in…", .notice))
    } else {
      body.append(Line(state.isSubmitEnabled ? "  [ Log in ]  press Enter" : "  [ Log in ]", .dim))
    }
    body.append(Line())
    if let error = state.errorMessage {
      body.append(Line("  \(error)", .error))
      body.append(Line())
    }
    if let hint {
      body.append(Line("  \(hint)", .dim))
    }
    return ScreenContent(
      title: "Log in", body: body,
      hints: "Tab next field  Enter log in  Ctrl-U clear field  Ctrl-C quit",
      isBusy: state.isLoading)
  }

  package static func handle(
    _ key: Key, _ state: Login.ViewState, ui: inout LoginUI
  ) -> KeyOutcome<Login.ViewEvent> {
    // The feature forgets the password after a login or a logout: so does the terminal.
    if state.maskedPassword.isEmpty { ui.password = "" }
    switch key {
    case .tab, .backTab, .up, .down:
      ui.focus = ui.focus == .email ? .password : .email
      return .handled
    case .enter:
      guard ui.focus == .password else {
        ui.focus = .password
        return .handled
      }
      if state.email.trimmingSpaces().isEmpty {
        ui.focus = .email
        return .command(
          .say(
            ui.password.isEmpty
              ? "Enter your email address and password." : "Enter your email address."))
      }
      guard !ui.password.isEmpty else { return .command(.say("Enter your password.")) }
      return .event(.submitTapped)
    case .backspace:
      return edit(state, &ui) { $0 = String($0.dropLast()) }
    case .control("u"):
      return edit(state, &ui) { $0 = "" }
    case .character(let character):
      return type(String(character), state, &ui)
    case .text(let text):
      return type(text, state, &ui)
    default:
      return .unhandled
    }
  }

  /// Text typed or pasted into the focused field, cut to ``FieldLimit/login`` with a message.
  private static func type(
    _ text: String, _ state: Login.ViewState, _ ui: inout LoginUI
  ) -> KeyOutcome<Login.ViewEvent> {
    var message: String?
    let name = ui.focus == .email ? "The email address" : "The password"
    let outcome = edit(state, &ui) { field in
      (field, message) = FieldLimit.append(text, to: field, limit: FieldLimit.login, field: name)
    }
    guard let message, case .event(let event) = outcome else { return outcome }
    return .eventSaying(event, message)
  }

  private static func edit(
    _ state: Login.ViewState, _ ui: inout LoginUI, _ change: (inout String) -> Void
  ) -> KeyOutcome<Login.ViewEvent> {
    switch ui.focus {
    case .email:
      var email = state.email
      change(&email)
      return .event(.emailChanged(email))
    case .password:
      change(&ui.password.value)
      return .event(.passwordChanged(ui.password))
    }
  }
}
