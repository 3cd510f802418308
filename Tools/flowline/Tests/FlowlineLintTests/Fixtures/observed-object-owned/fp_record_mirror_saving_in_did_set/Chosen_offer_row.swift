import SwiftUI

final class Chosen_offer {
  var amount = 1
  var label = ""
}

final class Basket_keeper {
  func persist() {}
}

final class Chosen_offer_model: ObservableObject {
  @Published var label: String
  @Published var amount: Int {
    didSet {
      if amount < 1 {
        amount = 1
      } else {
        chosen_offer.amount = amount
        basket_keeper.persist()
      }
    }
  }
  let chosen_offer: Chosen_offer
  let basket_keeper: Basket_keeper

  init(chosen_offer: Chosen_offer, basket_keeper: Basket_keeper) {
    self.chosen_offer = chosen_offer
    self.basket_keeper = basket_keeper
    label = chosen_offer.label
    amount = chosen_offer.amount
  }
}

struct Chosen_offer_row: View {
  @ObservedObject var offer_model: Chosen_offer_model

  init(chosen_offer: Chosen_offer, basket_keeper: Basket_keeper) {
    offer_model = Chosen_offer_model(chosen_offer: chosen_offer, basket_keeper: basket_keeper)
  }

  var body: some View {
    Stepper(offer_model.label, value: $offer_model.amount)
  }
}

final class App_settings {
  var last_edit = Date()
}

// The didSet writes another value to a held settings object: the query is a draft of its own.
final class Search_model: ObservableObject {
  @Published var query = "" {
    didSet { app_settings.last_edit = Date() }
  }
  let app_settings: App_settings

  init(app_settings: App_settings) { self.app_settings = app_settings }
}

struct Search_bar: View {
  @ObservedObject var search_model: Search_model

  init(app_settings: App_settings) {
    search_model = Search_model(app_settings: app_settings)  // expect: observed-object-owned
  }

  var body: some View {
    TextField("Search", text: $search_model.query)
  }
}
