public import CustomDump
public import Flowline

extension Sensitive: CustomDumpStringConvertible {
  /// How a secret appears in a harness's failure messages and diffs: `‹redacted›`, as in every
  /// other description, never the value and never an empty-looking `Sensitive()`.
  public var customDumpDescription: String { Sensitive<Never>.redacted }
}
