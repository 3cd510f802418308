import CoreData
import SwiftUI

/// Its published value is written by a settings screen elsewhere.
final class ReaderTheme: ObservableObject {
  @Published var fontSize = 14.0
}

struct FontStepper: View {
  @ObservedObject var theme: ReaderTheme
  var body: some View { Stepper("Size", value: $theme.fontSize) }
}

/// Never written, but its initializer fetches (and it keeps a lazily made controller).
final class FeedCounter: ObservableObject {
  @Published var total = 0
  private lazy var request = NSFetchRequest<NSManagedObject>(entityName: "Item")
  init() { prepare() }
  func prepare() {}
}

// Still reported: a class whose published state something writes, or that does work when made.
struct ReaderPage: View {
  @ObservedObject var theme = ReaderTheme()  // expect: observed-object-owned
  let counter = FeedCounter()  // expect: observed-object-owned

  var body: some View {
    Text("\(counter.total)").font(.system(size: theme.fontSize))
  }
}
