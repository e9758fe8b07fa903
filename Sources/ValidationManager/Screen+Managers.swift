public import ControlModel

extension Screen {
  /// Makes a validation manager that this screen owns.
  ///
  /// The manager lives as long as the screen, so it can never be released while it still gates a
  /// control (a released gate would fail open: its button enabled with a required field empty).
  /// Its name shares the namespace of the screen's controls.
  ///
  /// ```swift
  /// let form = screen.makeManager("form")
  /// try form.verify(email)
  /// try form.manage(register)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The manager's name.
  ///   - fileID: Where the call is, for tools that point at it; leave the default.
  ///   - line: The call's line, for tools that point at it; leave the default.
  /// - Returns: The new manager: valid, verifying and managing nothing.
  /// - Precondition: No control or manager of this screen has the name.
  public func makeManager(_ name: String, fileID: String = #fileID, line: Int = #line) -> Manager {
    let manager = Manager(name, screen: self)
    adopt(manager)
    noteOrigin(of: name, fileID: fileID, line: line)
    return manager
  }
}
