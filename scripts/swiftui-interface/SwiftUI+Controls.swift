// Controls, focus and presentation of the SwiftUI interface (see SwiftUI.swift), as the SyncUps
// example's views use them.

// MARK: - Controls and containers

public struct ScrollView<Content: View>: _PrimitiveView {
  nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {}
}

public enum Axis: Sendable {
  case horizontal, vertical
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

public struct LabeledContent<Label, Content> {}
extension LabeledContent: View, _PrimitiveView where Label: View, Content: View {}
extension LabeledContent where Label == Text, Content == Text {
  nonisolated public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {}
}
extension LabeledContent where Label == Text, Content: View {
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

public struct Slider<Label: View, ValueLabel: View>: _PrimitiveView {}
extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  nonisolated public init<V>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {}
}

public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: _PrimitiveView {}
extension Picker where Label == Text {
  nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {}
}

public protocol DynamicViewContent<Data>: View {
  associatedtype Data: Collection
  var data: Self.Data { get }
}
extension ForEach: DynamicViewContent where Content: View {}
extension DynamicViewContent {
  nonisolated public func onDelete(
    perform action: ((IndexSet) -> Void)?
  ) -> some DynamicViewContent { self }
}

public enum Visibility: Hashable, CaseIterable, Sendable {
  case automatic, visible, hidden
}

// MARK: - Focus

@frozen @propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
  @frozen @propertyWrapper public struct Binding {
    // Apple documents no public initializer: only `FocusState.projectedValue` makes one.
    init(_ placeholder: Void) {}
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set {}
    }
    public var projectedValue: FocusState<Value>.Binding { self }
  }
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  public var projectedValue: FocusState<Value>.Binding { Binding(()) }
  public init() where Value == Bool {}
  public init<T: Hashable>() where Value == T? {}
}

// MARK: - Modifiers

extension View {
  nonisolated public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { _Placeholder() }

  nonisolated public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { _Placeholder() }

  nonisolated public func toolbar<Content: View>(
    @ViewBuilder content: () -> Content
  ) -> some View { _Placeholder() }

  nonisolated public func padding(_ length: CGFloat) -> some View { _Placeholder() }

  nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View {
    _Placeholder()
  }

  nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    _Placeholder()
  }

  nonisolated public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View { _Placeholder() }

  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    _Placeholder()
  }

  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false,
    _ action: @escaping (V, V) -> Void
  ) -> some View { _Placeholder() }
}
