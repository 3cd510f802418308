import SwiftParser
import SwiftSyntax

func placeholder() -> Int { Parser.parse(source: "let x = 1").statements.count }
