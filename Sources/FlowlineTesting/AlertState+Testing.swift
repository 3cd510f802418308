public import Flowline

extension AlertState {
  /// The button with a label, if there is one: how a test "taps" it.
  ///
  /// ```swift
  /// let delete = try #require(alert.button(labelled: "Delete"))
  /// await harness.send(.alertAnswered(delete.action))
  /// ```
  ///
  /// - Parameter label: The button's label.
  /// - Returns: The first button with that label, or `nil`.
  public func button(labelled label: String) -> AlertButton<Action>? {
    buttons.first { $0.label == label }
  }
}
