import Combine
import Foundation
import SwiftUI

final class Vault_store {
  // Reads and decrypts the key from the keychain in the background.
  class func load_key(id: String, _ done: @escaping (Result<String, Error>) -> Void) {
    DispatchQueue.global().async {
      done(.success(id))
    }
  }

  class func load_key(id: String) -> Future<String, Error> {
    Future { promise in load_key(id: id) { promise($0) } }
  }
}

// A one-line button action whose call passes a completion: the overload that takes it.
struct Vault_row: View {
  let id: String
  @State private var key = ""

  var body: some View {
    Button(key.isEmpty ? "Unlock" : key) {
      Vault_store.load_key(id: id) { key = (try? $0.get()) ?? "" }  // expect: view-calls-service
    }
  }
}
