import UIKit
import WebKit

enum CaretMove { case up, down }

/// A text surface drawn in a web view: the protocol exposes the view it is shown in, and its
/// commands drive that view (scripts evaluated in the page), not the app's data.
protocol CodeSurface: AnyObject {
  var view: UIView { get }
  func moveCaret(_ move: CaretMove) async
  func undoEdit() async
  func selectedText() async -> String
}

final class ScriptedSurface: CodeSurface {
  private let page = WKWebView()
  var view: UIView { page }

  func moveCaret(_ move: CaretMove) async {
    _ = try? await page.evaluateJavaScript("caret('\(move)')")
  }

  func undoEdit() async {
    _ = try? await page.evaluateJavaScript("undo()")
  }

  func selectedText() async -> String {
    (try? await page.evaluateJavaScript("selection()")) as? String ?? ""
  }
}
