import SwiftUI

/// A project component in its own module, named with the module in front by its callers.
public struct Meter: View {
  @Binding var level: Double

  /// A meter for the level.
  public init(level: Binding<Double>) { _level = level }

  /// The meter.
  public var body: some View {
    VStack {
      Text("\(Int(level * 100)) %")
      Button("Reset") { level = 0 }
    }
  }
}
