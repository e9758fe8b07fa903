public import ControlModel
public import ValidationManager

/// A profile as the server sends and takes it.
public struct Profile: Codable, Sendable, Hashable {
  /// The user's name.
  public var name: String
  /// The user's email.
  public var email: String
  /// Whether the user gets the newsletter.
  public var newsletter: Bool
  /// The language of the app, one of ``EditProfileScreen/languages``.
  public var language: String
  /// How many guests the user brings, 0 to 4.
  public var guests: Int
  /// The date of birth (`YYYY-MM-DD` in JSON).
  public var born: CalendarDate

  /// Makes a profile.
  public init(
    name: String, email: String, newsletter: Bool, language: String, guests: Int,
    born: CalendarDate
  ) {
    self.name = name
    self.email = email
    self.newsletter = newsletter
    self.language = language
    self.guests = guests
    self.born = born
  }
}

/// Where a profile is saved.
public protocol ProfileService: Sendable {
  /// Saves the profile.
  func save(_ profile: Profile) async throws
}

/// Edit profile: the form is loaded from the server; Save is enabled only while the form is
/// valid and something changed, and Discard changes brings back what was loaded.
///
/// The same object runs in the app (on a `LiveClock`, bound to the views) and in tests (on a
/// `VirtualClock`).
///
/// ```swift
/// let edit = EditProfileScreen(clock: LiveClock(), service: api)
/// try edit.load(await api.profile())   // pristine: Save disabled
/// edit.name.setText("Ann Lee")         // … as the user types: Save enabled once it differs
/// ```
public final class EditProfileScreen {
  /// The languages the picker offers, in order.
  public static let languages = ["English", "Deutsch", "Français"]

  /// The screen with every control.
  public let screen: Screen
  /// The name: required, at most 40 characters; its error shows as the user types.
  public let name: TextField
  /// The email: required and well formed; its error shows once its editing ended.
  public let email: TextField
  /// Whether the user gets the newsletter.
  public let newsletter: Switch
  /// The language: required.
  public let language: Picker
  /// Guests, 0 to 8 on the stepper, at most 4 allowed.
  public let guests: Stepper
  /// The date of birth: required, from 1900 to today.
  public let born: DatePicker
  /// Saves the profile: enabled while the form is valid and changed, busy while it saves.
  public let save: Button
  /// Puts back what was loaded, closing every error.
  public let discard: Button
  /// Verifies every control and manages Save; it waits for a change.
  public let form: Manager

  /// Builds the screen, empty until ``load(_:)`` fills it.
  ///
  /// - Parameters:
  ///   - clock: A `LiveClock` in the app, a `VirtualClock` in tests.
  ///   - today: The last day a date of birth may be.
  ///   - service: Where Save sends the profile.
  public init(clock: any ScreenClock, today: CalendarDate?, service: any ProfileService) {
    screen = Screen(title: "Edit profile", clock: clock)
    name = screen.makeTextField("name")
    name.validate(
      [.required("Enter your name."), .maxLength(40, "At most 40 characters.")],
      errors: .onChange)
    email = screen.makeTextField("email")
    email.validate(
      [.required("Enter your email."), .email("That is not an email address.")],
      errors: .onBlur)
    newsletter = screen.makeSwitch("newsletter")
    language = screen.makePicker("language", options: Self.languages)
    language.validate([.required("Choose a language.")])
    guests = screen.makeStepper("guests", range: 0...8)
    guests.validate([.atMost(4, "At most 4 guests.")])
    born = screen.makeDatePicker(
      "born", from: CalendarDate(year: 1900, month: 1, day: 1), to: today)
    born.validate([.required("Enter your date of birth.")])
    save = screen.makeButton("save", submits: [name, email], busy: .seconds(1))
    for control in [newsletter, language, guests, born] as [any Control] {
      save.addSubmitted(control)
    }
    discard = screen.makeButton("discard")
    discard.resetTarget = screen
    form = screen.makeManager("form")
    form.needsChange = true
    let members: [any IValidatable] = [name, email, newsletter, language, guests, born]
    do {
      for member in members { try form.verify(member) }
      try form.manage(save)
    } catch {
      // One manager, verifying controls only: it cannot close a cycle.
      preconditionFailure("the edit profile form cannot be wired: \(error)")
    }
    // The action reads the form as it is when tapped: a valid form is a whole profile.
    // Weak: the screen holds the button, which holds its action.
    save.action = { [weak screen] in
      guard let values = screen?.values else { return {} }
      return { try await service.save(values.decode()) }
    }
  }

  /// Fills the form with a profile from the server: it becomes what the form starts with, so
  /// that the form is pristine and Save disabled until the user changes something.
  ///
  /// - Parameter profile: The profile as the server sent it.
  /// - Throws: ``ControlModel/ControlValueError`` for a value the form cannot hold (an unknown
  ///   language, a date out of range); the form keeps its values then.
  public func load(_ profile: Profile) throws {
    try screen.load(FormValues(encoding: profile))
  }

  /// The profile as the form holds it now.
  ///
  /// - Throws: `DecodingError` while the form holds no whole profile (no language or no date
  ///   of birth chosen): Save is disabled then.
  public func profile() throws -> Profile {
    try screen.values.decode()
  }
}
