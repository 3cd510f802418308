import Crypto
import CryptoExtras
import Foundation

/// A password kept as a salted, slow hash: scrypt (RFC 7914) through swift-crypto's
/// `KDF.Scrypt`, written as `scrypt$<N>$<r>$<p>$<salt>$<hash>` (salt and hash in base64), so
/// that the cost can rise later while older hashes still verify.
///
/// The clear password is never stored; verifying derives the hash again with the stored salt
/// and cost and compares in constant time (`SymmetricKey`'s equality).
package enum PasswordHash {
  /// scrypt's cost parameter N: 2^14, with r = 8, p = 1, about 16 MiB of memory a hash.
  package static let cost = 1 << 14
  static let blockSize = 8
  static let parallelism = 1
  static let saltByteCount = 16
  static let hashByteCount = 32

  /// A new hash of `password`, with a fresh random salt.
  ///
  /// - Throws: When the key derivation fails (it does not for these parameters).
  package static func make(_ password: String) throws -> String {
    var generator = SystemRandomNumberGenerator()
    let salt = (0..<saltByteCount).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    let hash = try derive(password, salt: salt, cost: cost, blockSize: blockSize, parallelism: 1)
    return [
      "scrypt", "\(cost)", "\(blockSize)", "\(parallelism)",
      Data(salt).base64EncodedString(), hash.withUnsafeBytes { Data($0).base64EncodedString() },
    ].joined(separator: "$")
  }

  /// Whether `password` is the one `stored` was made from. A stored value that is not a hash
  /// of this format (damaged, or a clear password from before hashing) never matches.
  package static func verify(_ password: String, against stored: String) -> Bool {
    let parts = stored.split(separator: "$", omittingEmptySubsequences: false)
    guard parts.count == 6, parts[0] == "scrypt",
      let cost = Int(parts[1]), let blockSize = Int(parts[2]), let parallelism = Int(parts[3]),
      cost > 1, cost <= 1 << 20, cost & (cost - 1) == 0,
      (1...32).contains(blockSize), (1...16).contains(parallelism),
      let salt = Data(base64Encoded: String(parts[4])),
      let expected = Data(base64Encoded: String(parts[5])), !expected.isEmpty,
      let derived = try? derive(
        password, salt: Array(salt), cost: cost, blockSize: blockSize, parallelism: parallelism,
        byteCount: expected.count)
    else { return false }
    return derived == SymmetricKey(data: expected)
  }

  private static func derive(
    _ password: String, salt: [UInt8], cost: Int, blockSize: Int, parallelism: Int,
    byteCount: Int = hashByteCount
  ) throws -> SymmetricKey {
    try KDF.Scrypt.deriveKey(
      from: Array(password.utf8), salt: salt, outputByteCount: byteCount, rounds: cost,
      blockSize: blockSize, parallelism: parallelism)
  }
}
