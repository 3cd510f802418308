// An interface of the UIKit API that the SyncUps example's "open settings" uses, so that
// `scripts/check-swiftui-glue.sh` can type-check its `#if canImport(UIKit)` code on Linux.
// Compiled as its own module, `UIKit`, in a directory of its own: the script type-checks the
// code once with it (as on iOS) and once without it, with AppKit only (as on macOS).
//
// Signatures and isolation follow Apple's documentation (developer.apple.com/documentation/
// uikit): `UIApplication` is `@MainActor`, `openSettingsURLString` is `nonisolated`, `open`'s
// completion is `@MainActor @Sendable`. Bodies are placeholders: this module is type-checked
// against, never run. Only what the glue uses is declared.

public import Foundation

@MainActor open class UIApplication {
  open class var shared: UIApplication { fatalError() }
  nonisolated public static let openSettingsURLString = ""

  public struct OpenExternalURLOptionsKey: Hashable, Sendable {}

  open func open(
    _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {}

  /// The `async` form Swift imports the completion handler as.
  open func open(
    _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]
  ) async -> Bool { fatalError() }
}
