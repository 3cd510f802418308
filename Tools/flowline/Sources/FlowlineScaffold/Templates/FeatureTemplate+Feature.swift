extension FeatureTemplate {
  /// `Profile.swift`: the feature, its events, actions, domain state and screen events, the
  /// event→action map and the interactor.
  var featureFile: String {
    let domainStateInitializer = initializer(
      "Creates a domain state.",
      [
        Parameter(
          name: "items", type: "Loadable<[\(item)]>", defaultValue: ".idle",
          summary: "The items, as they load.")
      ],
      indent: "    ")
    let featureInitializer = initializer(
      "Creates the feature with its dependencies.",
      [Parameter(name: "service", type: "any \(service)", summary: "Where the items come from.")],
      indent: "  ")
    return #"""
      \#(options.access.import("Flowline", inSignatures: true))

      /// The \#(name.title) screen, as a Flowline feature.
      ///
      /// It loads its items when it appears, shows a failure with a way to try again, and reports
      /// the item the user picks to its parent.
      ///
      /// Seed 001's layers are the nested types and the three methods of this one value:
      ///
      /// - `DomainAction`, `DomainState` and `ScreenEvent`: below. Each view event here is only a
      ///   rename of a domain action, so the view sends domain actions and there is no `ViewEvent`
      ///   or `map(event:)`; declare them when the view's words and the domain's differ.
      /// - The interactor, ``interact(_:with:)``: below.
      /// - `ViewState` and its reducer, ``reduce(_:)``: `\#(feature)+ViewState.swift`.
      /// - The service it loads from: `\#(service).swift`.\#(viewFileLine)
      ///
      /// A factory builds it with its dependencies, and a `Store` runs it:
      ///
      /// ```swift
      /// let feature = \#(feature)(service: liveService)
      /// let store = Store(initialState: .init(), feature: feature)
      /// ```
      \#(a)struct \#(feature): Feature {
        /// What the user did on the screen, or the outcome of a service call fed back to the
        /// interactor.
        \#(a)enum DomainAction: Equatable, Sendable {
          /// The screen appeared: load the items, unless they are loaded or loading.
          case onAppear
          /// The user asked to load the items again after a failure.
          case retryTapped
          /// The user tapped an item.
          case itemTapped(\#(item).ID)
          /// The service answered.
          case itemsResponse(Result<[\#(item)], LoadingError>)
        }

        /// The business data the screen owns.
        \#(a)struct DomainState: Equatable, Sendable {
          /// The items, as they load.
          \#(a)var items: Loadable<[\#(item)]> = .idle\#(domainStateInitializer)
        }

        /// What the screen finished, for its parent (a flow) to act on. Never a navigation command.
        \#(a)enum ScreenEvent: Equatable, Sendable {
          /// The user picked an item.
          case itemSelected(\#(item).ID)
        }

        /// Identifies the loading effect, so that a new load replaces the one in flight.
        enum CancelID: Hashable, Sendable {
          /// The load of the items.
          case load
        }

        /// Where the items come from: the factory passes the live service, tests a stub.
        let service: any \#(service)\#(featureInitializer)

        /// Applies an action to the domain state and returns the work it starts (the interactor).
        ///
        /// The only place the state changes; async work is returned as an effect that reports its
        /// outcome back as an action, and a finished screen is reported with `.emit`.
        ///
        /// - Parameters:
        ///   - state: The domain state, to change in place.
        ///   - action: The action to apply.
        /// - Returns: The effect to run, or `.none`.
        \#(a)func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
          switch action {
          case .onAppear:
            guard state.items.value == nil, !state.items.isLoading else { return .none }
            return load(&state)

          case .retryTapped:
            return load(&state)

          case .itemsResponse(let result):
            state.items.complete(with: result)
            return .none

          case .itemTapped(let id):
            return .emit(.itemSelected(id))
          }
        }

        /// Starts loading the items, keeping those already shown, and cancels a load in flight.
        private func load(_ state: inout DomainState) -> Effect {
          state.items.startLoading()
          return .run { [service] in
            try await service.fetchItems()
          } then: { result in
            .itemsResponse(result.mapError(LoadingError.init))
          }
          .cancellable(id: CancelID.load, cancelInFlight: true)
        }
      }

      """#
  }
}
