import PhotosUI
import SwiftUI

final class PhotoFunctions {
  // Loads the picked photos side by side and shrinks them: pictures only.
  static func pickedPictures(from items: [PhotosPickerItem]) async -> [UIImage] {
    await withTaskGroup(of: UIImage?.self) { group in
      for item in items {
        group.addTask { await shrunkPicture(from: item) }
      }
      var images: [UIImage] = []
      for await image in group {
        if let image { images.append(image) }
      }
      return images
    }
  }

  static func shrunkPicture(from item: PhotosPickerItem) async -> UIImage? {
    guard let data = try? await item.loadTransferable(type: Data.self) else { return nil }
    return UIImage(data: data)
  }

  // Named for sending the pictures away.
  static func uploadImages(_ images: [UIImage]) async -> [UIImage] { images }
}

struct PhotoStrip: View {
  @Binding var selectedImages: [UIImage]
  @State private var pickerItems: [PhotosPickerItem] = []

  var body: some View {
    PhotosPicker("Add", selection: $pickerItems)
      .onChange(of: pickerItems) { _, items in
        Task {
          let loaded = await PhotoFunctions.pickedPictures(from: items)
          if let image = loaded.first { selectedImages.append(image) }
        }
      }
  }
}

final class ProfileEditor: ObservableObject {
  @Published var photos: [UIImage] = []
  func add(_ image: UIImage) { photos.append(image) }
}

struct ProfilePhotos: View {
  @ObservedObject var editor: ProfileEditor
  @State private var pickerItems: [PhotosPickerItem] = []

  var body: some View {
    PhotosPicker("Add", selection: $pickerItems)
      .onChange(of: pickerItems) { _, items in
        Task {
          let loaded = await PhotoFunctions.pickedPictures(from: items)
          for image in loaded { editor.add(image) }
        }
      }
  }
}

struct PhotoUploader: View {
  @ObservedObject var editor: ProfileEditor

  var body: some View {
    Button("Upload") {
      Task { _ = await PhotoFunctions.uploadImages(editor.photos) }  // expect: view-calls-service
    }
  }
}

// A model the project names `Image` is the app's data, not a picture.
struct Image: Decodable {
  let id: UUID
}

final class GalleryService {
  static let shared = GalleryService()
  func fetchImages() async -> [Image] {
    let url = URL(string: "https://example.com/images")!
    guard let (data, _) = try? await URLSession.shared.data(from: url) else { return [] }
    return (try? JSONDecoder().decode([Image].self, from: data)) ?? []
  }

  func upload(_ images: [UIImage]) async {
    var request = URLRequest(url: URL(string: "https://example.com/upload")!)
    request.httpMethod = "POST"
    _ = try? await URLSession.shared.data(for: request)
  }

  // Returns pictures, but stores them on the server too.
  func importPhotos(_ items: [PhotosPickerItem]) async -> [UIImage] {
    let images = await PhotoFunctions.pickedPictures(from: items)
    await upload(images)
    return images
  }
}

struct GalleryGrid: View {
  @State private var images: [Image] = []

  var body: some View {
    Text("\(images.count)")
      .task { images = await GalleryService.shared.fetchImages() }  // expect: view-calls-service
  }
}

struct ImportButton: View {
  @ObservedObject var editor: ProfileEditor
  @State private var items: [PhotosPickerItem] = []

  var body: some View {
    PhotosPicker("Import", selection: $items)
      .onChange(of: items) { _, picked in
        Task {
          let got = await GalleryService.shared.importPhotos(picked)  // expect: view-calls-service
          for image in got { editor.add(image) }
        }
      }
  }
}
