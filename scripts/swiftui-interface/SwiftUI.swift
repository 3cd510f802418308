// An interface of the SwiftUI API that FlowlineSwiftUI, the FilmCatalog app and the SyncUps
// example use, so that `scripts/check-swiftui-glue.sh` can type-check their
// `#if canImport(SwiftUI)` files on Linux.
//
// Signatures and isolation follow Apple's documentation (developer.apple.com/documentation/
// swiftui): `View` is `@MainActor @preconcurrency`, its modifiers are `nonisolated`, `Binding`'s
// closures are `@isolated(any) @Sendable`, `task`'s action is `sending @isolated(any)`,
// `refreshable`'s is `@Sendable`. Bodies are placeholders: this module is type-checked against,
// never run. Only what the glue uses is declared; a new use is declared here first, from the
// documentation. Modifiers return `some View` as Apple's do; the placeholder type behind it is
// this file's own.

// MARK: - Views and builders

@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// The placeholder behind every `some View` this interface returns.
public struct _Placeholder: View {
  public typealias Body = Never
  nonisolated public init() {}
  public var body: Never { fatalError() }
}

/// Declares a primitive view type: a `View` whose body is `Never`.
public protocol _PrimitiveView: View where Body == Never {}
extension _PrimitiveView {
  public var body: Never { fatalError() }
}

public struct EmptyView: _PrimitiveView { nonisolated public init() {} }
public struct TupleView<T>: _PrimitiveView { nonisolated public init(_ value: T) {} }
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: _PrimitiveView {}
extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@resultBuilder public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> { TupleView((repeat each content)) }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
    fatalError()
  }
  public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
    fatalError()
  }
}

@resultBuilder public struct ToolbarContentBuilder {
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }
  public static func buildBlock<each Content: ToolbarContent>(
    _ content: repeat each Content
  ) -> _Toolbar { _Toolbar() }
}

@MainActor @preconcurrency public protocol ToolbarContent {}
public struct _Toolbar: ToolbarContent {}

@resultBuilder public struct SceneBuilder {
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

@MainActor @preconcurrency public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@MainActor @preconcurrency public protocol App {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  @MainActor @preconcurrency init()
}

extension App {
  @MainActor @preconcurrency public static func main() {}
}

public struct WindowGroup<Content: View>: Scene {
  public typealias Body = WindowGroup
  public init(@ViewBuilder content: () -> Content) {}
  public var body: WindowGroup { self }
}

@MainActor @preconcurrency public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

// MARK: - Primitive views

public struct Text: _PrimitiveView, Equatable, Sendable {
  nonisolated public init<S: StringProtocol>(_ content: S) {}
  nonisolated public init(verbatim content: String) {}
  nonisolated public func font(_ font: Font?) -> Text { self }
  nonisolated public func monospacedDigit() -> Text { self }
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
}

public struct Image: _PrimitiveView, Equatable, Sendable {
  nonisolated public init(systemName: String) {}
}

public struct Label<Title: View, Icon: View>: _PrimitiveView {}
extension Label where Title == Text, Icon == Image {
  nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

public struct Button<Label: View>: _PrimitiveView {
  @preconcurrency nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {}
}
extension Button where Label == Text {
  @preconcurrency nonisolated public init<S: StringProtocol>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) {}
  @preconcurrency nonisolated public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {}
}

public struct ButtonRole: Equatable, Sendable {
  public static let destructive = ButtonRole()
  public static let cancel = ButtonRole()
}

public struct ProgressView<Label: View, CurrentValueLabel: View>: _PrimitiveView {}
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  nonisolated public init() {}
}
extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  nonisolated public init<S: StringProtocol>(_ title: S) {}
}

public struct TextField<Label: View>: _PrimitiveView {}
extension TextField where Label == Text {
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

public struct SecureField<Label: View>: _PrimitiveView {}
extension SecureField where Label == Text {
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

public struct Spacer: _PrimitiveView { nonisolated public init() {} }

public struct HStack<Content: View>: _PrimitiveView {
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}

public struct VStack<Content: View>: _PrimitiveView {
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
}

public struct Group<Content>: _PrimitiveView where Content: View {
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}

public struct Form<Content: View>: _PrimitiveView {
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}

public struct List<SelectionValue: Hashable, Content: View>: _PrimitiveView {}
extension List where SelectionValue == Never {
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
}

public struct Section<Parent, Content, Footer>: _PrimitiveView {}
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}
extension Section where Parent == Text, Content: View, Footer == EmptyView {
  nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
}
extension ForEach: View, _PrimitiveView where Content: View {
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) { fatalError() }
  nonisolated public init(
    _ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) where ID == Data.Element.ID, Data.Element: Identifiable { fatalError() }
}

public struct NavigationStack<Data, Root: View>: _PrimitiveView {}
extension NavigationStack where Data == NavigationPath {
  nonisolated public init(@ViewBuilder root: () -> Root) {}
}
extension NavigationStack {
  nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {}
}

public struct NavigationPath {}

public struct ToolbarItem<ID, Content: View>: ToolbarContent {}
extension ToolbarItem where ID == () {
  nonisolated public init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {}
}

public struct ToolbarItemPlacement: Sendable {
  public static let automatic = ToolbarItemPlacement()
  public static let cancellationAction = ToolbarItemPlacement()
  public static let confirmationAction = ToolbarItemPlacement()
}

// MARK: - Styles and values

public protocol ShapeStyle: Sendable {}
public struct Color: ShapeStyle {
  public static let red = Color()
  public static let orange = Color()
  public static let pink = Color()
  init() {}
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {}
}
// `Color` is also a view; the conformance is in an extension so that its members stay
// nonisolated, as Apple's are.
extension Color: _PrimitiveView {}
public struct HierarchicalShapeStyle: ShapeStyle {
  public static let secondary = HierarchicalShapeStyle()
}
public struct Material: ShapeStyle {
  public static let bar = Material()
}
extension ShapeStyle where Self == Color {
  public static var red: Color { .red }
  public static var orange: Color { .orange }
  public static var pink: Color { .pink }
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var secondary: HierarchicalShapeStyle { .secondary }
}
extension ShapeStyle where Self == Material {
  public static var bar: Material { .bar }
}

public struct Font: Hashable, Sendable {
  public static let largeTitle = Font()
  public static let headline = Font()
  public static let subheadline = Font()
  public static let caption = Font()
  public static let footnote = Font()
  public func monospaced() -> Font { self }
}

public struct HorizontalAlignment: Equatable, Sendable {
  public static let leading = HorizontalAlignment()
  public static let center = HorizontalAlignment()
}

public struct Alignment: Equatable, Sendable {
  public static let leading = Alignment()
  public static let center = Alignment()
}

public enum VerticalEdge: Sendable { case top, bottom }

public enum Edge: Sendable {
  case top, leading, bottom, trailing
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
    public static let all = Set(rawValue: 3)
  }
}

public enum ControlSize: Sendable { case mini, small, regular, large }

public struct UITextContentType: Sendable {
  public static let username = UITextContentType()
  public static let password = UITextContentType()
}

public protocol PrimitiveButtonStyle {}
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

public struct SearchFieldPlacement: Sendable {
  public static let automatic = SearchFieldPlacement()
}
