import Foundation

struct AttachmentRef {
  var remote: URL
  var isPicture: Bool
}

/// Downloads and decrypts attachments, keeping them on disk.
actor SealedFileStore {
  static let shared = SealedFileStore()
  func bytes(for ref: AttachmentRef) async throws -> Data { Data() }
  func previewFile(for ref: AttachmentRef) async throws -> URL { ref.remote }
}
