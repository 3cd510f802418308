import SwiftUI

struct LiftRecord {
  var name: String
  var kilos: Int
  var reps: Int
  var isBodyweight: Bool
}

// A display adapter: it copies the record and derives its labels once, in a private setup
// step; nothing writes it afterwards.
final class RankingRowModel: ObservableObject {
  @Published var record: LiftRecord
  @Published var valueText = ""
  @Published var valueDouble = 0.0
  @Published var tint: Color
  @Published var background: Color

  init(record: LiftRecord, tint: Color = .green) {
    self.record = record
    self.tint = tint
    self.background = tint.opacity(0.2)
    setupValue()
  }

  private func setupValue() {
    if record.isBodyweight {
      valueDouble = Double(record.reps)
      valueText = "\(record.reps) reps"
    } else {
      valueDouble = Double(record.kilos)
      valueText = "\(record.kilos) kg"
    }
  }
}

struct RankingRow: View {
  @ObservedObject var model: RankingRowModel
  var body: some View { Text(model.valueText).background(model.background) }
}

struct RankingList: View {
  let records: [LiftRecord]
  var body: some View {
    ForEach(records, id: \.name) { record in
      RankingRow(model: RankingRowModel(record: record, tint: .orange))
    }
  }
}
