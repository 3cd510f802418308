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
    public func binding<Value: Equatable>(
      _ keyPath: KeyPath<F.ViewState, Value> & Sendable,
      send event: @escaping @Sendable (Value) -> F.ViewEvent
    ) -> Binding<Value> {
      // Closures formed in this main-actor method are main-actor isolated, which satisfies
      // `Binding`'s `@isolated(any) @Sendable` closures; they capture only Sendable values.
      Binding(
        get: { self[dynamicMember: keyPath] },
        set: { value in self.send(event(value)) }
      )
    }
  }
#endif
