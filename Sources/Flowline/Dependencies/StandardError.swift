#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a line to standard error, for diagnostics that must not mix with a program's output.
func printToStandardError(_ message: String) {
  #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    var line = message + "\n"
    line.withUTF8 { bytes in
      _ = write(2, bytes.baseAddress, bytes.count)
    }
  #else
    print(message)
  #endif
}
