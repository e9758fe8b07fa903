public import Foundation

extension TextField {
  /// Applies an edit exactly as `UITextFieldDelegate`'s
  /// `textField(_:shouldChangeCharactersIn:replacementString:)` hands it over.
  ///
  /// ```swift
  /// func textField(
  ///   _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
  ///   replacementString string: String
  /// ) -> Bool {
  ///   model.cardNumber.replace(range, with: string)
  ///   textField.text = model.cardNumber.text      // the model's text, normalised
  ///   return false                                 // the model decided
  /// }
  /// ```
  ///
  /// An `NSNotFound` location or a length that runs past the text is clamped, as
  /// ``replace(utf16Range:with:)`` describes.
  ///
  /// - Parameters:
  ///   - range: The UTF-16 range of the current text to replace.
  ///   - replacement: The text to put in its place.
  /// - Returns: Whether the edit was accepted.
  @discardableResult
  public func replace(_ range: NSRange, with replacement: String) -> Bool {
    let lower = max(0, range.location)
    let (sum, overflow) = lower.addingReportingOverflow(max(0, range.length))
    return replace(utf16Range: lower..<(overflow ? Int.max : sum), with: replacement)
  }

  /// The selection as an `NSRange` in UTF-16, for a UI's selected range.
  public var selectedNSRange: NSRange {
    let range = selectionInUTF16
    return NSRange(location: range.lowerBound, length: range.count)
  }
}
