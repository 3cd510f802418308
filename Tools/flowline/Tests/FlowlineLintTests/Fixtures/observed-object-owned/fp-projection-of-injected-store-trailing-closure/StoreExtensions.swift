import ComposableArchitecture

// The project only extends the library's ViewStore: that does not make it a project type.
extension ViewStore where ViewState: Equatable {
  var snapshot: ViewState { state }
}
