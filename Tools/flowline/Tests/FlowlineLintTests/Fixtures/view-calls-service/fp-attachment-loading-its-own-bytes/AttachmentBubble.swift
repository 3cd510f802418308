import QuickLook
import SwiftUI
import UIKit

/// A message bubble showing one attachment: a picture is decoded into the image it shows, a
/// document is fetched into the file it previews with Quick Look.
struct AttachmentBubble: View {
  let ref: AttachmentRef
  @State private var picture: UIImage?
  @State private var failure: String?
  @State private var previewed: URL?

  var body: some View {
    Group {
      if ref.isPicture {
        Color.clear.task { await decode() }
      } else {
        Text("Document").onTapGesture { Task { await open() } }
      }
    }
    .quickLookPreview($previewed)
  }

  private func decode() async {
    do {
      let data = try await SealedFileStore.shared.bytes(for: ref)
      guard let image = UIImage(data: data) else {
        failure = "Invalid image"
        return
      }
      picture = image
    } catch {
      failure = error.localizedDescription
    }
  }

  private func open() async {
    do {
      self.previewed = try await SealedFileStore.shared.previewFile(for: ref)
    } catch {
      failure = error.localizedDescription
    }
  }
}
