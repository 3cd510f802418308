import Flowline
import Foundation
import Testing

@Suite struct LoadableTests {
  struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }

  @Test func startingALoadWithNothingToShowIsLoading() {
    var users = Loadable<[String]>.idle
    users.startLoading()
    #expect(users == .loading)
    #expect(users.isLoading)
    #expect(!users.isRefreshing)
    #expect(users.value == nil)
  }

  @Test func startingALoadWithAValueRefreshesAndKeepsIt() {
    var users = Loadable.loaded(["ann"])
    users.startLoading()
    #expect(users == .refreshing(["ann"]))
    #expect(users.isLoading)
    #expect(users.isRefreshing)
    #expect(users.value == ["ann"])
  }

  @Test func finishingWithSuccessLoads() {
    var users = Loadable<[String]>.loading
    users.complete(with: Result<[String], Offline>.success(["bob"]))
    #expect(users == .loaded(["bob"]))
    #expect(!users.isLoading)
    #expect(users.error == nil)
  }

  @Test func finishingWithFailureKeepsThePreviousValue() {
    var users = Loadable.refreshing(["ann"])
    users.complete(with: .failure(Offline()))
    #expect(users == .failed(LoadingError(message: "offline"), previous: ["ann"]))
    #expect(users.value == ["ann"])
    #expect(users.error?.message == "offline")
  }

  @Test func mapKeepsThePhase() {
    #expect(Loadable.refreshing(2).map { $0 * 10 } == .refreshing(20))
    #expect(Loadable<Int>.loading.map { $0 * 10 } == .loading)
    #expect(
      Loadable.failed(LoadingError(message: "x"), previous: 1).map { $0 + 1 }
        == .failed(LoadingError(message: "x"), previous: 2))
  }

  @Test func aLoadingErrorKeepsItsOwnMessage() {
    let error = LoadingError(LoadingError(message: "kept"))
    #expect(error.message == "kept")
  }

  /// An error with words for the user, as StoreKit's and most services' errors have.
  enum PurchaseFailure: LocalizedError {
    case failedVerification
    case unknown

    var errorDescription: String? {
      switch self {
      case .failedVerification: "Your purchase could not be verified."
      case .unknown: nil
      }
    }
  }

  @Test func aLocalizedErrorGivesItsUserFacingMessage() {
    #expect(
      LoadingError(PurchaseFailure.failedVerification).message
        == "Your purchase could not be verified.")
    #expect(LoadingError(PurchaseFailure.unknown).message == "unknown")
    #expect(LoadingError(Offline()).message == "offline")
  }
}
