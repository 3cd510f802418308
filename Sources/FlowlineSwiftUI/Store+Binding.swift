#if canImport(SwiftUI)
  public import Flowline
  public import SwiftUI

  extension Store {
    /// A binding that reads a view-state value and, when the view writes it, sends an event.
    ///
    /// The view never writes state: a text field's edits become events the feature maps.
    ///
    /// ```swift
    /// TextField("Search", text: store.binding(\.query) { .queryChanged($0) })
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The value's path in the view state.
    ///   - event: Makes the event to send for a value the view wrote.
    /// - Returns: The binding.
    public func binding<Value: Equatable & Sendable>(
      _ keyPath: any KeyPath<F.ViewState, Value> & Sendable,
      send event: @escaping @Sendable (Value) -> F.ViewEvent
    ) -> Binding<Value> where F: Sendable, F.ViewState: Sendable {
      // `Binding`'s closures are `@isolated(any) @Sendable`: a `@Sendable` closure does not
      // inherit this method's isolation, so each says it runs on the main actor. They capture
      // only Sendable values, and the generic types they use are Sendable (SE-0470).
      Binding(
        get: { @MainActor in self[dynamicMember: keyPath] },
        set: { @MainActor value in self.send(event(value)) }
      )
    }
  }
#endif
