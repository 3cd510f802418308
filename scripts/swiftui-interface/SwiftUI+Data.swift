// Data flow and modifiers of the SwiftUI interface (see SwiftUI.swift).

// SwiftUI re-exports Foundation (and CoreGraphics, whose `CGFloat` is Foundation's on Linux): an
// app file that imports SwiftUI alone uses `URL`, `Date` and `CGFloat`.
@_exported public import Foundation
public import Observation

// MARK: - Data flow

@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) { fatalError() }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { self }
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> { fatalError() }
}
extension Binding: @unchecked Sendable where Value: Sendable {}
extension Binding {
  public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
}

@MainActor @frozen @propertyWrapper @preconcurrency public struct State<Value>: DynamicProperty {
  public init(wrappedValue value: Value) {}
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { fatalError() }
}

@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
  public var wrappedValue: Value
  public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
    self.wrappedValue = wrappedValue
  }
  public var projectedValue: Bindable<Value> { self }
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> where Value: AnyObject { fatalError() }
}

public protocol DynamicProperty {}

public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

public struct EnvironmentValues {
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { fatalError() }
    set {}
  }
}

// MARK: - Modifiers

extension View {
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View { _Placeholder() }

  nonisolated public func task(
    priority: TaskPriority = .userInitiated,
    _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View { _Placeholder() }

  nonisolated public func refreshable(
    action: @escaping @Sendable () async -> Void
  ) -> some View { _Placeholder() }

  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View { _Placeholder() }

  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { _Placeholder() }

  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    _Placeholder()
  }

  nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true)
    -> some View
  { _Placeholder() }

  nonisolated public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  ) -> some View { _Placeholder() }

  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic
  ) -> some View { _Placeholder() }

  nonisolated public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { _Placeholder() }

  nonisolated public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View { _Placeholder() }

  nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    _Placeholder()
  }

  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    _Placeholder()
  }

  nonisolated public func font(_ font: Font?) -> some View { _Placeholder() }

  nonisolated public func monospacedDigit() -> some View { _Placeholder() }

  /// `View.opacity(_:)`: documented as `func opacity(_ opacity: Double) -> some View`.
  nonisolated public func opacity(_ opacity: Double) -> some View { _Placeholder() }

  nonisolated public func lineLimit(_ number: Int?) -> some View { _Placeholder() }

  nonisolated public func frame(
    maxWidth: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { _Placeholder() }

  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> some View
  { _Placeholder() }

  nonisolated public func background<S: ShapeStyle>(_ style: S) -> some View { _Placeholder() }

  nonisolated public func disabled(_ disabled: Bool) -> some View { _Placeholder() }

  nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { _Placeholder() }

  nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View {
    _Placeholder()
  }

  nonisolated public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void
  ) -> some View { _Placeholder() }

  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View { _Placeholder() }

  nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    _Placeholder()
  }

  nonisolated public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View { _Placeholder() }

  nonisolated public func previewDisplayName(_ value: String?) -> some View { _Placeholder() }
}

public enum HorizontalEdge: Sendable { case leading, trailing }

public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
}
