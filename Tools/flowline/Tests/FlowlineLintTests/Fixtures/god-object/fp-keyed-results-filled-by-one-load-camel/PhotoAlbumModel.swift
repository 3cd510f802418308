import Foundation
import Observation

struct AlbumPhoto: Identifiable { let id: String, remoteKey: String }

struct FetchedPicture { let bytes: Data, fileURL: URL }

/// Loads the album's pictures.
struct PictureClient {
  func fetch(_ key: String) async throws -> FetchedPicture {
    FetchedPicture(bytes: Data(), fileURL: URL(fileURLWithPath: "/tmp"))
  }
}

/// The album screen's own model: its sheets, and per photo the fetched picture, whether it
/// is still fetching and why it failed — all three keyed results filled by one `fetchAll`.
@MainActor @Observable final class PhotoAlbumModel {
  var showsInfoSheet = false
  var showsExportSheet = false
  var selectedPhoto: AlbumPhoto?
  var fetchedPictures: [String: FetchedPicture] = [:]
  var fetchingFlags: [String: Bool] = [:]
  var fetchErrors: [String: String] = [:]
  var isPreparingExport = true
  var exportURL: URL?
  var printURL: URL?
  var exportData = Data()
  var exportFailure: String?
  var showsShareSheet = false

  func fetchAll(_ photos: [AlbumPhoto], client: PictureClient) async {
    fetchErrors = [:]
    markFetching(photos, value: true)
    for photo in photos {
      do {
        let picture = try await client.fetch(photo.remoteKey)
        fetchedPictures[photo.id] = picture
        fetchingFlags[photo.id] = false
      } catch {
        fetchingFlags[photo.id] = false
        self.fetchErrors[photo.id] = error.localizedDescription
      }
    }
  }

  func prepareExport(_ photo: AlbumPhoto, client: PictureClient) async {
    isPreparingExport = true
    defer { isPreparingExport = false }
    do {
      let picture = try await client.fetch(photo.remoteKey)
      exportData = picture.bytes
      exportURL = picture.fileURL
      printURL = picture.fileURL.appendingPathExtension("pdf")
    } catch {
      exportFailure = error.localizedDescription
    }
  }

  func markFetching(_ photos: [AlbumPhoto], value: Bool) {
    for photo in photos { fetchingFlags[photo.id] = value }
  }
}
