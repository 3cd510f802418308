import Combine
import SwiftUI

final class AppStore: ObservableObject {  // expect: god-object
  @Published var a = 0
  @Published var b = 0
  @Published var c = 0
  @Published var d = 0
  @Published var e = 0
  @Published var f = 0
  @Published var g = 0
  @Published var h = 0
  @Published var i = 0
  @Published var j = 0
  @Published var k = 0
  @Published var l = 0
  @Published var m = 0
  @Published var n = 0
  @Published var o = 0
}

extension EnvironmentValues {
  @Entry var appStore = AppStore()
}
