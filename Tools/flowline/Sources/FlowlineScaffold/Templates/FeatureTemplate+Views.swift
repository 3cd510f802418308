extension FeatureTemplate {
  /// `ProfileView.swift`: a SwiftUI view that reads the store's view state and sends events,
  /// behind `#if canImport(SwiftUI)` so that the module still builds where SwiftUI does not exist.
  var swiftUIViewFile: String {
    let viewInitializer = initializer(
      "Creates the screen.",
      [Parameter(name: "store", type: "Store<\(feature)>", summary: "The screen's store.")],
      indent: "    ")
    return #"""
      #if canImport(SwiftUI)
        \#(options.access.import("Flowline", inSignatures: true))
        \#(options.access.import("FlowlineSwiftUI", inSignatures: false))
        \#(options.access.import("SwiftUI", inSignatures: true))

        /// The \#(name.title) screen.
        ///
        /// It renders the view state, read value by value through the store, and sends view
        /// events; nothing else. A factory makes the store.
        \#(a)struct \#(view): View {
          /// The screen's store.
          let store: Store<\#(feature)>\#(viewInitializer)

          /// The screen.
          \#(a)var body: some View {
            List {
              if let errorMessage = store.errorMessage {
                Section {
                  Text(errorMessage)
                  if store.canRetry {
                    Button("Try Again") { store.send(.retryTapped) }
                  }
                }
              }
              ForEach(store.rows) { row in
                Button(row.title) { store.send(.itemTapped(row.id)) }
              }
            }
            .overlay {
              if store.isLoading {
                ProgressView()
              } else if store.showsEmptyState {
                Text("Nothing to show yet.")
              }
            }
            .navigationTitle("\#(name.title)")
            .task(store, send: .onAppear)
          }
        }

        #Preview {
          let service = \#(sampleService)()
          let feature = \#(feature)(service: service)
          \#(view)(store: Store(initialState: .init(), feature: feature))
        }
      #endif

      """#
  }

  /// `ProfileTerminalView.swift`: a terminal front end, `ViewState -> [String]` and typed input
  /// to view events.
  var terminalViewFile: String {
    #"""
    /// The \#(name.title) screen in a terminal.
    ///
    /// It prints the view state as lines of text, and turns what the user types into view
    /// events; nothing else. Both are pure functions, tested without a terminal.
    \#(a)enum \#(terminalView) {
      /// The lines that show a view state, top to bottom.
      ///
      /// - Parameter viewState: What to show.
      /// - Returns: The lines, without line breaks.
      \#(a)static func render(_ viewState: \#(feature).ViewState) -> [String] {
        var lines = ["\#(name.title)"]
        if viewState.isLoading {
          lines.append("Loading...")
        }
        if let errorMessage = viewState.errorMessage {
          lines.append("! \(errorMessage)")
        }
        if viewState.canRetry {
          lines.append("[r] Try again")
        }
        if viewState.showsEmptyState {
          lines.append("Nothing to show yet.")
        }
        for (index, row) in viewState.rows.enumerated() {
          lines.append("[\(index + 1)] \(row.title)")
        }
        return lines
      }

      /// The view event a line the user typed means: `r` to try again, a row's number to pick it.
      ///
      /// - Parameters:
      ///   - input: The line the user typed.
      ///   - viewState: What the screen shows.
      /// - Returns: The event to send, or `nil` when the input means nothing here.
      \#(a)static func event(
        for input: String, in viewState: \#(feature).ViewState
      ) -> \#(feature).ViewEvent? {
        let command = input.filter { !$0.isWhitespace }
        if command == "r", viewState.canRetry {
          return .retryTapped
        }
        if let number = Int(command), viewState.rows.indices.contains(number - 1) {
          return .itemTapped(viewState.rows[number - 1].id)
        }
        return nil
      }
    }

    """#
  }
}
