import AppKit
import SwiftUI

// A macOS pane registering its help book and asking the system spell checker to check its
// text: AppKit services of the running app, configured through their shared instances.
struct Manual_pane: View {
  @State private var draft = ""
  @State private var misspelled = 0

  var body: some View {
    TextEditor(text: $draft)
      .onAppear { NSHelpManager.shared.registerBooks(in: Bundle.main) }
      .onChange(of: draft) { _, text in
        NSSpellChecker.shared.requestChecking(
          of: text, range: NSRange(location: 0, length: text.utf16.count),
          types: NSTextCheckingAllTypes, options: nil, inSpellDocumentWithTag: 0
        ) { _, results, _, _ in
          misspelled = results.count
        }
      }
  }
}
