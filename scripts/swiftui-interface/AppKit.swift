// An interface of the AppKit API that the SyncUps example's "open settings" uses, so that
// `scripts/check-swiftui-glue.sh` can type-check its `#if canImport(AppKit)` code on Linux.
// Compiled as its own module, `AppKit`.
//
// Signatures follow Apple's documentation (developer.apple.com/documentation/appkit):
// `NSWorkspace.open(_:)` can be called from any thread. Bodies are placeholders: this module is
// type-checked against, never run. Only what the glue uses is declared.

public import Foundation

open class NSWorkspace {
  open class var shared: NSWorkspace { fatalError() }
  open func open(_ url: URL) -> Bool { fatalError() }
}
