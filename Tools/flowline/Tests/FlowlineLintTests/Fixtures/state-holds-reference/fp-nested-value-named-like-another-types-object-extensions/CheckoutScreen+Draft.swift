extension CheckoutScreen {
  /// The screen's own value state: a struct, which @State tracks.
  struct Draft: Equatable {
    var total = 0
  }
}

extension CheckoutScreen.Draft {
  var isEmpty: Bool { total == 0 }
}
