import SwiftUI

enum LayoutMode { case compact, regular }

/// How wide the column is and how it lays out: set when made, read by the rows, written by
/// nobody afterwards.
final class LayoutContext: ObservableObject {
  @Published var columnWidth: CGFloat
  var showsFullBleed: Bool
  var mode: LayoutMode

  var isCompact: Bool { mode == .compact }

  init(columnWidth: CGFloat, showsFullBleed: Bool, mode: LayoutMode) {
    self.columnWidth = columnWidth
    self.showsFullBleed = showsFullBleed
    self.mode = mode
  }
}

/// Other types with members of the same names, written freely: not the context.
final class Preferences: ObservableObject {
  static let shared = Preferences()
  @Published var showsFullBleed = true
}

struct ColumnSpec {
  var columnWidth: CGFloat
  var mode: LayoutMode

  init(width: CGFloat) {
    self.columnWidth = width
    self.mode = .regular
  }

  mutating func widen() { columnWidth += 10 }
}

/// An environment value of the same name: `.environment(\.columnWidth, …)` writes the
/// environment, not the context.
private struct ColumnWidthKey: EnvironmentKey {
  static let defaultValue: CGFloat = 0
}

extension EnvironmentValues {
  var columnWidth: CGFloat {
    get { self[ColumnWidthKey.self] }
    set { self[ColumnWidthKey.self] = newValue }
  }
}
