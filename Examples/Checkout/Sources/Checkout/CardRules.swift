/// The checks on card details that have no rule of their own in the package: custom rules.
enum CardRules {
  /// Whether a number passes the Luhn checksum that every card number carries.
  static func passesLuhn(_ digits: String) -> Bool {
    var sum = 0
    for (index, character) in digits.reversed().enumerated() {
      guard let digit = character.wholeNumberValue, character.isASCII else { return false }
      if index.isMultiple(of: 2) {
        sum += digit
      } else {
        let doubled = digit * 2
        sum += doubled > 9 ? doubled - 9 : doubled
      }
    }
    return !digits.isEmpty && sum.isMultiple(of: 10)
  }

  /// The month and year of an expiry written `MM/YY`, if it is one.
  static func expiry(_ text: String) -> YearMonth? {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
      let month = Int(parts[0]), let year = Int(parts[1]), (1...12).contains(month)
    else { return nil }
    return YearMonth(year: 2000 + year, month: month)
  }
}
