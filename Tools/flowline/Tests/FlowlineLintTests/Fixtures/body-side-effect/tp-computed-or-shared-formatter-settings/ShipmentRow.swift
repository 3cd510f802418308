import Foundation
import SwiftUI

/// A setting computed from what the view shows changes with every render, and a formatter the
/// view is handed is shared with whoever gave it.
struct ShipmentRow: View {
  let sent: Date
  let compact: Bool
  let formatter = DateFormatter()
  let shared: DateFormatter

  var body: some View {
    formatter.dateStyle = compact ? .short : .long  // expect: body-side-effect
    shared.timeStyle = .short  // expect: body-side-effect
    return Text(formatter.string(from: sent))
  }
}
