#if canImport(SwiftUI)
  public import Flowline
  public import SwiftUI

  extension View {
    /// Sends an event when the view appears, and cancels the work it started when the view
    /// disappears (SwiftUI's `.task`).
    ///
    /// ```swift
    /// List { … }.task(store, send: .onAppear)
    /// ```
    ///
    /// - Parameters:
    ///   - store: The screen's store.
    ///   - event: The event to send.
    /// - Returns: The modified view.
    public func task<F: Feature>(_ store: Store<F>, send event: F.ViewEvent) -> some View
    where F: Sendable, F.ViewEvent: Sendable {
      task { await store.send(event).finish() }
    }

    /// Sends an event on pull-to-refresh and keeps the indicator until the work it started is
    /// done (SwiftUI's `.refreshable`).
    ///
    /// ```swift
    /// List { … }.refreshable(store, send: .onRefresh)
    /// ```
    ///
    /// - Parameters:
    ///   - store: The screen's store.
    ///   - event: The event to send.
    /// - Returns: The modified view.
    public func refreshable<F: Feature>(_ store: Store<F>, send event: F.ViewEvent) -> some View
    where F: Sendable, F.ViewEvent: Sendable {
      refreshable { await store.send(event).finish() }
    }
  }
#endif
