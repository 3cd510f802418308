import Combine
import SwiftUI
import UIKit

/// Besides its status it offers the logo views show: content, part of what it holds for them.
final class BrandModel: ObservableObject {
  let logo = UIImage()
  @Published var status = 0
}

final class AccountStore: ObservableObject {
  @Published var name = ""
  @Published var avatar: URL?
}

final class OffersModel: ObservableObject {
  @Published var offers: [String] = []
  @Published var muted = false
}

struct BrandRoot: View {  // expect: environment-object-overuse
  @EnvironmentObject private var brand: BrandModel
  @EnvironmentObject private var account: AccountStore
  @EnvironmentObject private var offers: OffersModel

  var body: some View {
    List(offers.offers, id: \.self) { Text($0) }
      .opacity(offers.muted ? 0.5 : 1)
      .badge(brand.status)
  }
}
