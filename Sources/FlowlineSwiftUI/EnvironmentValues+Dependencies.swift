#if canImport(SwiftUI)
  public import Flowline
  public import SwiftUI

  /// The dependency container in the SwiftUI environment.
  private struct DependenciesKey: EnvironmentKey {
    static let defaultValue = DependencyValues(context: .live)
  }

  extension EnvironmentValues {
    /// The dependency container that factories below this view read from.
    ///
    /// Live by default; previews set `DependencyValues(context: .preview)`.
    public var dependencies: DependencyValues {
      get { self[DependenciesKey.self] }
      set { self[DependenciesKey.self] = newValue }
    }
  }

  extension View {
    /// Injects the dependency container for the views, and the factories, below this one.
    ///
    /// ```swift
    /// ContentView().dependencies(DependencyValues(context: .preview))
    /// ```
    ///
    /// - Parameter values: The container.
    /// - Returns: The modified view.
    public func dependencies(_ values: DependencyValues) -> some View {
      environment(\.dependencies, values)
    }
  }
#endif
