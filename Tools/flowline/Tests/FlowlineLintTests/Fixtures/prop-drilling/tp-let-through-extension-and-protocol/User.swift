import Observation

/// An observable model: handing it down is handing down mutable state.
@Observable final class User {
  var initials = ""
}
