import Foundation
import Observation

protocol Item { var id: String { get } }
struct DiskItem: Item {
  var id: String
  var folder: URL
}

final class Job {
  let run: () throws -> Void
  init(for item: Item, run: @escaping () throws -> Void) { self.run = run }
}

/// The observable queue the app shows progress from; it runs what it is given.
@Observable @MainActor final class JobBoard {
  static let shared = JobBoard()
  var pending: [Job] = []
  func enqueue(_ job: Job) { pending.append(job) }
}

protocol ItemRemoving {
  static func remove(item: Item, keepFiles: Bool) async throws -> Job
}

/// `async` by the protocol's signature; the body builds the job and hands it to the board.
final class DiskItemRemover: ItemRemoving {
  static let board = JobBoard.shared

  @MainActor static func remove(item: Item, keepFiles: Bool) async throws -> Job {
    guard let disk = item as? DiskItem else { throw CocoaError(.coderInvalidValue) }
    return try await remove(item: disk, keepFiles: keepFiles)
  }

  @MainActor static func remove(item: DiskItem, keepFiles: Bool) async throws -> Job {
    let job = Job(for: item) {
      if !keepFiles { try FileManager.default.removeItem(at: item.folder) }
    }
    board.enqueue(job)
    return job
  }
}
