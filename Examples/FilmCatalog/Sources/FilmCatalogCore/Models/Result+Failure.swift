extension Result {
  /// The error, when the result is a failure.
  package var failure: Failure? {
    if case .failure(let error) = self { error } else { nil }
  }
}
