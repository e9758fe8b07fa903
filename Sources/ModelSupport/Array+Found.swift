extension Array {
  /// Appends what a check found; most checks find nothing, which then costs a comparison
  /// (appending an empty list made a new buffer each time: a twentieth of the explorer's check
  /// of a whole screen).
  ///
  /// - Parameter found: What a check found.
  @inlinable @inline(__always)
  public mutating func appendFound(_ found: [Element]) {
    if !found.isEmpty { self += found }
  }
}
