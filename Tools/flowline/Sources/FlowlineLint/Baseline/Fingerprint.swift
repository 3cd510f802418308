/// Line-independent fingerprints of findings.
///
/// A fingerprint hashes the rule, the finding's symbol (`FilmListView.selection`) and the
/// whitespace-free text of the line it points at — not the line number — so inserting code
/// above a finding does not change it, while editing the offending line does.
enum Fingerprint {
  /// A 16-hex-digit FNV-1a hash of the finding's identity.
  static func make(ruleID: String, symbol: String, lineText: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in "\(ruleID)\u{1F}\(symbol)\u{1F}\(lineText)".utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
