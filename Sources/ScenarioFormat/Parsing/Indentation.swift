/// A line's indentation: the spaces and tabs it starts with, read scalar by scalar.
///
/// Indentation carries no meaning in a scenario file, so the lexer reads a line without it and
/// the formatter replaces it. Both split it off by scalars: split by characters, a joiner or a
/// combining mark right after the indentation would join the last space into one character, and
/// an indented line would read differently from the same line unindented.
package enum Indentation {
  /// The line without its indentation, and how many scalars the indentation had.
  ///
  /// - Parameter line: One line, without its line ending.
  /// - Returns: The indentation's width in scalars and what follows it.
  package static func split(_ line: String) -> (width: Int, body: String) {
    let scalars = line.unicodeScalars
    let body = scalars.drop { $0 == " " || $0 == "\t" }
    let width = scalars.distance(from: scalars.startIndex, to: body.startIndex)
    return (width, width == 0 ? line : String(String.UnicodeScalarView(body)))
  }
}
