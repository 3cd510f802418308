import SwiftUI

struct InAppBrowserLinks: ViewModifier {
  @EnvironmentObject private var preferences: AppPreferences
  func body(content: Content) -> some View {
    content.environment(
      \.openURL,
      OpenURLAction { _ in preferences.opensLinksInApp ? .handled : .systemAction })
  }
}

struct PreferredTextSize: ViewModifier {
  @EnvironmentObject private var preferences: AppPreferences
  func body(content: Content) -> some View {
    content.dynamicTypeSize(preferences.largeText ? .xxLarge : .large)
  }
}
