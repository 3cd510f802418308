import SwiftUI

/// The design system's status pill, named like SwiftUI's switch: it shows the flag.
public struct Toggle: View {
  @Binding var isOn: Bool

  /// A pill for the flag.
  public init(isOn: Binding<Bool>) { _isOn = isOn }

  /// The pill.
  public var body: some View {
    Text(isOn ? "On" : "Off").padding(4).background(isOn ? Color.green : Color.gray)
  }
}
