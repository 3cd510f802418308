import SwiftUI

final class Thumbnail_loader {
  static let shared = Thumbnail_loader()

  func thumbnails(for urls: [URL]) async -> [UIImage] {
    var result: [UIImage] = []
    for url in urls {
      if let (data, _) = try? await URLSession.shared.data(from: url),
        let image = UIImage(data: data)
      {
        result.append(image)
      }
    }
    return result
  }
}

final class Gallery_service {
  static let shared = Gallery_service()
  func photo_urls() async -> [URL] { [] }
}

// Given the addresses, it only loads the pictures it shows.
struct Gallery_strip: View {
  let photo_urls: [URL]
  @State private var pictures: [UIImage] = []

  var body: some View {
    ScrollView {
      ForEach(pictures.indices, id: \.self) { Image(uiImage: pictures[$0]) }
    }
    .task {
      let loaded = await Thumbnail_loader.shared.thumbnails(for: photo_urls)
      pictures.append(contentsOf: loaded)
    }
  }
}

// It also loads other data: reported for both.
struct Gallery_screen: View {
  @State private var pictures: [UIImage] = []

  var body: some View {
    ScrollView {
      ForEach(pictures.indices, id: \.self) { Image(uiImage: pictures[$0]) }
    }
    .task {
      let urls = await Gallery_service.shared.photo_urls()  // expect: view-calls-service
      let pics = await Thumbnail_loader.shared.thumbnails(for: urls)  // expect: view-calls-service
      pictures.append(contentsOf: pics)
    }
  }
}

final class Member_record {
  var photo: UIImage?
}

final class Member_service {
  static let shared = Member_service()
  func member(id: Int) async -> Member_record? { nil }
}

// A member of a loaded record is the record's data, even a picture.
struct Member_avatar: View {
  let member_id: Int
  @State private var avatar: UIImage?

  var body: some View {
    Text("Member")
      .task {
        let found = await Member_service.shared.member(id: member_id)  // expect: view-calls-service
        guard let record = found else { return }
        if let photo = record.photo { avatar = photo }
      }
  }
}
