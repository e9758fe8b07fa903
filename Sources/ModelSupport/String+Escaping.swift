extension String {
  /// The text with each Unicode scalar that `escape` has a replacement for replaced, and every
  /// other scalar kept: the one loop behind the format's string literals and the reports'
  /// YAML and XML.
  ///
  /// - Parameter escape: The replacement of a scalar, or `nil` to keep it.
  /// - Returns: The escaped text.
  package func escapingScalars(_ escape: (Unicode.Scalar) -> String?) -> String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      if let replacement = escape(scalar) {
        result += replacement
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
