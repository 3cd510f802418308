extension FeatureTemplate {
  /// `Profile+ViewState.swift`: the view state and the view-state reducer.
  var viewStateFile: String {
    let rowInitializer = initializer(
      "Creates a row.",
      [
        Parameter(name: "id", type: "\(item).ID", summary: "The item the row shows."),
        Parameter(name: "title", type: "String", summary: "The row's text."),
      ],
      indent: "      ")
    let viewStateInitializer = initializer(
      "Creates a view state.",
      [
        Parameter(name: "rows", type: "[Row]", summary: "The rows, in order."),
        Parameter(name: "isLoading", type: "Bool", summary: "Loading, with nothing to show yet."),
        Parameter(
          name: "errorMessage", type: "String?", summary: "Why the last load failed, if it did."),
        Parameter(name: "canRetry", type: "Bool", summary: "Whether to offer to try again."),
        Parameter(
          name: "showsEmptyState", type: "Bool", summary: "A load finished and found nothing."),
      ],
      indent: "    ")
    return #"""
      \#(options.access.import("Flowline", inSignatures: false))

      extension \#(feature) {
        /// Exactly what the \#(name.title) screen renders.
        \#(a)struct ViewState: Equatable, Sendable {
          /// One row of the list: only what the row shows.
          \#(a)struct Row: Equatable, Identifiable, Sendable {
            /// The item the row shows.
            \#(a)var id: \#(item).ID
            /// The row's text.
            \#(a)var title: String\#(rowInitializer)
          }

          /// The rows, in order.
          \#(a)var rows: [Row]
          /// Loading, with nothing to show yet.
          \#(a)var isLoading: Bool
          /// Why the last load failed, if it did.
          \#(a)var errorMessage: String?
          /// The last load failed: offer to try again.
          \#(a)var canRetry: Bool
          /// A load finished and found nothing.
          \#(a)var showsEmptyState: Bool\#(viewStateInitializer)
        }

        /// Derives what the view renders from the domain state (the view-state reducer).
        ///
        /// Pure, deterministic and cheap: the store calls it at most once per action, and only
        /// while a view reads the view state.
        ///
        /// - Parameter state: The domain state.
        /// - Returns: What the view renders.
        \#(a)func reduce(_ state: DomainState) -> ViewState {
          ViewState(
            rows: (state.items.value ?? []).map { ViewState.Row(id: $0.id, title: $0.title) },
            isLoading: state.items.isLoading && !state.items.isRefreshing,
            errorMessage: state.items.error.map { "Could not load the items: \($0.message)" },
            canRetry: state.items.error != nil,
            showsEmptyState: state.items == .loaded([])
          )
        }
      }

      """#
  }

  /// `ProfileService.swift`: the model the feature lists, the service protocol it loads from,
  /// and a stand-in for previews.
  var serviceFile: String {
    let itemInitializer = initializer(
      "Creates an item.",
      [
        Parameter(name: "id", type: "String", summary: "The item's identifier."),
        Parameter(name: "title", type: "String", summary: "What the item's row shows."),
      ],
      indent: "  ")
    let sampleInitializer =
      needsInitializers
      ? "\n  /// Creates the stand-in.\n  \(a)init() {}\n" : ""
    return #"""
      /// One item the \#(name.title) screen lists.
      ///
      /// Replace its fields with your model's.
      \#(a)struct \#(item): Equatable, Identifiable, Sendable {
        /// The item's identifier.
        \#(a)var id: String
        /// What the item's row shows.
        \#(a)var title: String\#(itemInitializer)
      }

      /// Where the \#(name.title) screen gets its items.
      ///
      /// The factory that builds the screen passes the live implementation (your backend, database
      /// or use case); previews use ``\#(sampleService)``, and tests a stub.
      \#(a)protocol \#(service): Sendable {
        /// Fetches the items to show.
        ///
        /// - Returns: The items, in display order.
        /// - Throws: Any failure; the screen shows it and offers to try again.
        func fetchItems() async throws -> [\#(item)]
      }

      /// A stand-in \#(service) for previews and demos.
      ///
      /// It answers at once with sample items and never reaches a real service.
      \#(a)struct \#(sampleService): \#(service) {\#(sampleInitializer)
        /// Returns two sample items.
        \#(a)func fetchItems() async throws -> [\#(item)] {
          [
            \#(item)(id: "1", title: "First item"),
            \#(item)(id: "2", title: "Second item"),
          ]
        }
      }

      """#
  }
}
