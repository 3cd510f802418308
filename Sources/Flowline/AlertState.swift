/// An alert or a confirmation dialog as data: a title, a message, and buttons that each carry the
/// action they send.
///
/// A feature keeps the alert it shows in its domain state, so that a test asserts exactly what the
/// user is asked and what each answer does; the view only draws it. The button's action is the
/// feature's own vocabulary (usually a small enum nested in the feature), which the view sends
/// back when the button is tapped:
///
/// ```swift
/// enum AlertAction: Equatable, Sendable { case confirmDeletion }
///
/// case .deleteTapped:
///   state.alert = AlertState(
///     title: "Delete?",
///     message: "Are you sure you want to delete this meeting?",
///     buttons: [
///       AlertButton("Yes", role: .destructive, action: .confirmDeletion),
///       AlertButton("Nevermind", role: .cancel),
///     ])
///   return .none
/// case .alertAnswered(let action):
///   guard state.alert.dismiss() else { return .none }  // an alert is answered once
///   ...
/// ```
///
/// `FlowlineSwiftUI`'s `alert(_:send:)` modifier draws it and sends each answer back.
///
/// The same value describes a confirmation dialog (an action sheet) with
/// ``AlertPresentation/confirmationDialog``.
public struct AlertState<Action> {
  /// The alert's title.
  public var title: String
  /// The text under the title, if any.
  public var message: String?
  /// The buttons, in the order they are shown.
  public var buttons: [AlertButton<Action>]
  /// How the question is shown.
  public var presentation: AlertPresentation

  /// Creates an alert or a confirmation dialog.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The text under the title, if any.
  ///   - buttons: The buttons, in order. With none, the view shows a single "OK" that sends
  ///     nothing.
  ///   - presentation: How the question is shown; an alert by default.
  public init(
    title: String,
    message: String? = nil,
    buttons: [AlertButton<Action>] = [],
    presentation: AlertPresentation = .alert
  ) {
    self.title = title
    self.message = message
    self.buttons = buttons
    self.presentation = presentation
  }

  /// The same alert, with each button's action turned into another type (a parent's).
  ///
  /// - Parameter transform: Turns a button's action into the new action type.
  /// - Returns: The alert with transformed actions.
  package func map<NewAction>(_ transform: (Action) -> NewAction) -> AlertState<NewAction> {
    AlertState<NewAction>(
      title: title, message: message, buttons: buttons.map { $0.map(transform) },
      presentation: presentation)
  }
}

extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Sendable where Action: Sendable {}

/// One button of an ``AlertState``: a label, a role, and the action it sends.
public struct AlertButton<Action> {
  /// The button's label.
  public var label: String
  /// The button's role, or `nil` for an ordinary button.
  public var role: AlertButtonRole?
  /// The action the button sends, or `nil` when it only dismisses the alert.
  public var action: Action?

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - label: The label.
  ///   - role: The role, or `nil` for an ordinary button.
  ///   - action: The action the button sends, or `nil` to only dismiss.
  public init(_ label: String, role: AlertButtonRole? = nil, action: Action? = nil) {
    self.label = label
    self.role = role
    self.action = action
  }

  /// The same button, with its action turned into another type.
  ///
  /// - Parameter transform: Turns the action into the new action type.
  /// - Returns: The button with a transformed action.
  package func map<NewAction>(_ transform: (Action) -> NewAction) -> AlertButton<NewAction> {
    AlertButton<NewAction>(
      label, role: role, action: action.map(transform))
  }
}

extension AlertButton: Equatable where Action: Equatable {}
extension AlertButton: Hashable where Action: Hashable {}
extension AlertButton: Sendable where Action: Sendable {}

/// How an ``AlertState`` is shown.
public enum AlertPresentation: Hashable, Sendable {
  /// A centred alert.
  case alert
  /// A confirmation dialog (an action sheet) attached to the control that asked.
  case confirmationDialog
}

/// What an ``AlertButton`` does, for the platform to style and place it.
public enum AlertButtonRole: Hashable, Sendable {
  /// Dismisses without doing anything (shown apart, and chosen by the escape key).
  case cancel
  /// Does something that cannot be undone (shown in red).
  case destructive
}

extension Optional {
  /// Dismisses the alert shown, and says whether one was: the first answer to an alert is
  /// handled, and any later one (SwiftUI writes "no answer" after a button already answered, a
  /// double tap, a late effect) is ignored.
  ///
  /// ```swift
  /// case .alertAnswered(let answer):
  ///   guard state.alert.dismiss() else { return .none }
  ///   if answer == .confirmDeletion { return .emit(.deleted) }
  ///   return .none
  /// ```
  ///
  /// - Returns: `true` when an alert was shown (it is now dismissed), `false` when none was.
  @discardableResult
  public mutating func dismiss<Action>() -> Bool where Wrapped == AlertState<Action> {
    guard self != nil else { return false }
    self = nil
    return true
  }
}
