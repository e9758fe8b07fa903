/// A headless screen: it owns its controls, the focus and a virtual clock.
///
/// Controls are made by the screen's factories and keep their declaration order, which `tab`
/// follows. Names are unique on a screen.
///
/// ```swift
/// let screen = Screen(title: "Registration")
/// let email = screen.makeTextField("email")
/// let register = screen.makeButton("register")
/// email.type("ann@example.com")
/// screen.tab()
/// screen.clock.advance(by: .milliseconds(300))
/// ```
public final class Screen {
  /// The screen's title, if it has one.
  public let title: String?

  /// The clock on which debounces, remote answers and busy periods are scheduled.
  public let clock: VirtualClock

  /// Every control, in declaration order.
  public private(set) var controls: [any Control] = []

  /// The text fields, in declaration order: the order that ``tab()`` follows.
  public private(set) var fields: [TextField] = []

  /// The field that has the focus, or `nil` when focus is nowhere.
  public private(set) var focusedField: TextField?

  private var controlsByName: [String: any Control] = [:]
  private var deferred: [() -> Void] = []
  private var isSettling = false
  private var fieldIndex: [ObjectIdentifier: Int] = [:]

  /// Makes an empty screen with its own clock at time zero.
  ///
  /// - Parameter title: The screen's title.
  public init(title: String? = nil) {
    self.title = title
    self.clock = VirtualClock()
  }

  /// Makes a text field on this screen.
  ///
  /// - Parameters:
  ///   - name: The field's name.
  ///   - limit: The most characters the text may have.
  ///   - filter: The characters that keystrokes and pastes may contain.
  ///   - isSecure: Whether this is a password field.
  /// - Returns: The new field, after the controls made before it.
  /// - Precondition: No control of this screen has the name.
  public func makeTextField(
    _ name: String,
    limit: Int? = nil,
    allow filter: InputFilter? = nil,
    isSecure: Bool = false
  ) -> TextField {
    let field = TextField(
      name: name, screen: self, limit: limit, filter: filter, isSecure: isSecure)
    fieldIndex[ObjectIdentifier(field)] = fields.count
    fields.append(field)
    register(field)
    return field
  }

  /// Makes a switch on this screen.
  ///
  /// - Parameters:
  ///   - name: The switch's name.
  ///   - isOn: Whether it starts on.
  /// - Returns: The new switch.
  /// - Precondition: No control of this screen has the name.
  public func makeSwitch(_ name: String, isOn: Bool = false) -> Switch {
    let control = Switch(name: name, screen: self, isOn: isOn)
    register(control)
    return control
  }

  /// Makes a button on this screen.
  ///
  /// - Parameters:
  ///   - name: The button's name.
  ///   - submits: The fields whose `on-submit` errors a tap opens.
  ///   - busy: How long the button stays busy after an accepted tap with a valid form.
  /// - Returns: The new button.
  /// - Precondition: No control of this screen has the name, and the submitted fields belong to
  ///   this screen.
  public func makeButton(
    _ name: String,
    submits: [TextField] = [],
    busy: Duration? = nil
  ) -> Button {
    for field in submits {
      precondition(field.screen === self, "'\(field.name)' belongs to another screen")
    }
    let button = Button(name: name, screen: self, submits: submits, busy: busy)
    register(button)
    return button
  }

  /// The control with this name, if there is one.
  ///
  /// - Parameter name: A control's name.
  /// - Returns: The control, or `nil`.
  public func control(named name: String) -> (any Control)? {
    controlsByName[name]
  }

  /// The text field with this name, if there is one.
  ///
  /// - Parameter name: A field's name.
  /// - Returns: The field, or `nil` when there is none or the control is not a field.
  public func field(named name: String) -> TextField? {
    controlsByName[name] as? TextField
  }

  private func register(_ control: any Control) {
    precondition(
      controlsByName[control.name] == nil,
      "a control named '\(control.name)' is already on the screen"
    )
    controlsByName[control.name] = control
    controls.append(control)
  }

  // MARK: - Settling

  /// Runs work now or, while other such work runs, right after it.
  ///
  /// Enablement changes that pass through managers (a manager disables a field that another
  /// manager verifies, and so on) run one after another here instead of inside each other, so
  /// a chain of any length settles without deep recursion, before the step that started it
  /// returns.
  package func settle(_ work: @escaping () -> Void) {
    if isSettling {
      deferred.append(work)
      return
    }
    isSettling = true
    work()
    var index = 0
    while index < deferred.count {
      let next = deferred[index]
      index += 1
      next()
    }
    deferred.removeAll(keepingCapacity: true)
    isSettling = false
  }

  // MARK: - Focus

  /// Gives a field the focus, ending the editing of the field that had it.
  ///
  /// Focusing the field that already has the focus changes nothing. A disabled field refuses
  /// the focus and counts one refusal; the focus then stays where it was.
  ///
  /// - Parameter field: A field of this screen.
  /// - Returns: Whether the field has the focus afterwards.
  /// - Precondition: The field belongs to this screen.
  @discardableResult
  public func focus(_ field: TextField) -> Bool {
    precondition(
      field.screenIdentity == ObjectIdentifier(self), "'\(field.name)' belongs to another screen")
    if focusedField === field { return true }
    guard field.isEnabled else {
      field.countRefusal()
      return false
    }
    endEditing()
    guard field.isEnabled else { return false }
    focusedField = field
    field.isFocused = true
    field.didBeginEditing()
    return true
  }

  /// Ends the editing of the focused field; focus goes nowhere.
  public func blur() {
    endEditing()
  }

  /// Moves the focus to the next enabled field in declaration order (the first, when focus is
  /// nowhere), or nowhere after the last.
  ///
  /// - Complexity: O(*n*) in the number of fields.
  public func tab() {
    let start = focusedField.flatMap { fieldIndex[ObjectIdentifier($0)].map { $0 + 1 } } ?? 0
    let next = fields[min(start, fields.count)...].first(where: \.isEnabled)
    endEditing()
    if let next {
      focus(next)
    }
  }

  func endEditing() {
    guard let field = focusedField else { return }
    focusedField = nil
    field.isFocused = false
    field.didEndEditing()
  }
}

extension Screen: CustomStringConvertible {
  /// The screen's title and its controls.
  public var description: String {
    "Screen(\(title.map { "\"\($0)\"" } ?? "untitled"), \(controls.count) controls)"
  }
}
