public import ControlModel
public import ValidationManager

/// The job application's screen: the applicant's details, one to five previous jobs, and the
/// buttons that save the draft, discard the changes and submit the application.
///
/// Save draft waits for any change, valid or not, and a save that succeeds makes what it sent
/// the new starting point; Discard goes back to the last saved draft, rows included; Submit is
/// enabled only while everything is valid and is busy while the application is sent. The
/// email is checked by the server 400 ms after the last keystroke.
///
/// ``JobApplicationModel`` owns one in the app; the scenario files replay one built on a
/// `VirtualClock`, where the requests wait for the scenario's answers.
///
/// ```swift
/// let application = JobApplicationScreen(clock: VirtualClock(), service: server)
/// try application.screen.load(FormValues(encoding: draft))   // pristine
/// application.years.increment()                               // Save draft enabled
/// ```
public final class JobApplicationScreen {
  /// The roles the picker offers, in order.
  public static let roles = ["Engineer", "Designer", "Manager"]
  /// How long the email waits after the last keystroke before the server checks it.
  public static let emailDebounce = Duration.milliseconds(400)
  /// What the email shows when someone already applied with it.
  public static let alreadyAppliedMessage = "You have already applied with this email."
  /// What the email shows when the server could not check it.
  public static let emailNotCheckedMessage = "We could not check your email. Try again."
  /// How many days ahead the day "available from" may be.
  public static let availableDaysAhead = 180

  /// The screen with every control.
  public let screen: Screen
  /// The full name: required.
  public let name: TextField
  /// The email: required, well formed, and not one someone already applied with (the
  /// server's check).
  public let email: TextField
  /// The role applied for: Engineer, Designer or Manager.
  public let role: Picker
  /// Years of experience, 0 to 40.
  public let years: Stepper
  /// The size of the team, 1 to 200: shown only for a Manager.
  public let teamSize: Stepper
  /// The first day the applicant can start: today or later, at most 180 days ahead, read
  /// again when the day changes.
  public let available: DatePicker
  /// The privacy notice, which must be accepted.
  public let privacy: Switch
  /// The previous jobs: one to five rows.
  public let jobs: RowGroup<JobRow>
  /// Adds a job; disabled at five.
  public let addJob: Button
  /// Removes the last job; disabled at one.
  public let removeJob: Button
  /// Saves the draft as it is: enabled whenever something changed since the last load or
  /// save, valid or not; busy while it saves, and a save that succeeds makes what it sent the
  /// starting point.
  public let saveDraft: Button
  /// Goes back to the last saved draft, rows included, closing every error.
  public let discard: Button
  /// Submits the application: enabled only while everything is valid, busy while it is sent.
  public let submit: Button
  /// Verifies every control and the jobs, and manages Submit.
  public let form: Manager

  /// Builds the screen, with the one job row of an empty application until a draft is loaded.
  ///
  /// - Parameters:
  ///   - clock: A `LiveClock` in the app, a `VirtualClock` in tests; its day is the today that
  ///     the day "available from" counts from.
  ///   - service: The server that checks the email and takes drafts and applications.
  public init(clock: any ScreenClock, service: any JobApplicationService) {
    screen = Screen(title: "Job application", clock: clock)
    name = screen.makeTextField("name")
    name.validate([.required("Enter your full name.")])
    email = screen.makeTextField("email")
    email.validate(
      [
        .required("Enter your email."), .email("That is not an email address."),
        .check(failureMessage: Self.emailNotCheckedMessage) { email in
          try await service.hasApplied(withEmail: email)
            ? .invalid(Self.alreadyAppliedMessage) : .valid
        },
      ], debounce: Self.emailDebounce)
    role = screen.makePicker("role", options: Self.roles)
    years = screen.makeStepper("years", range: 0...40)
    teamSize = screen.makeStepper("teamSize", range: 1...200)
    teamSize.show(when: [.is("role", "Manager")])
    let ahead = Self.availableDaysAhead
    available = screen.makeDatePicker(
      "available", between: .today(offset: 0), and: .today(offset: ahead))
    // The bounds refuse new picks; the rules judge a day kept from before today moved.
    available.validate([
      .date(.onOrAfter, .today(offset: 0), "Choose today or a later day."),
      .date(.onOrBefore, .today(offset: ahead), "Choose a day at most 180 days ahead."),
    ])
    privacy = screen.makeSwitch("privacy")
    privacy.validate([.mustBeOn("Accept the privacy notice to apply.")])
    do {
      jobs = try screen.makeRowGroup("job", rows: 1...5, row: Self.job)
    } catch {
      // The row template makes no manager: it cannot close a cycle.
      preconditionFailure("the job row cannot be made: \(error)")
    }
    addJob = screen.makeButton("addJob")
    removeJob = screen.makeButton("removeJob")
    jobs.attachAddButton(addJob)
    jobs.attachRemoveButton(removeJob)
    saveDraft = screen.makeButton("saveDraft")
    saveDraft.commitsOnSuccess = true
    discard = screen.makeButton("discard")
    discard.resetTarget = screen
    submit = screen.makeButton("submit", submits: [name, email])
    for control in [role, years, teamSize, available, privacy] as [any Control] {
      submit.addSubmitted(control)
    }
    jobs.submit(with: submit)
    form = screen.makeManager("form")
    let members: [any IValidatable] = [
      name, email, role, years, teamSize, available, privacy, jobs,
    ]
    do {
      for member in members { try form.verify(member) }
      try form.manage(submit)
    } catch {
      // One manager, verifying controls and a group: it cannot close a cycle.
      preconditionFailure("the job application form cannot be wired: \(error)")
    }
    saveDraft.enable(when: [.dirty("form")])
    // Each action reads the form as it is at the tap; the screen, not this object, holds it.
    saveDraft.action = { [weak screen] in
      let draft = Result { try Self.draft(on: screen) }
      return { try await service.saveDraft(draft.get()) }
    }
    submit.action = { [weak screen] in
      let application = Result { try Self.draft(on: screen) }
      return { try await service.submit(application.get()) }
    }
  }

  /// The form as a draft, whatever its validity.
  ///
  /// - Parameter screen: The screen, while it lives.
  /// - Returns: The draft.
  /// - Throws: `CancellationError` once the screen is gone.
  private static func draft(on screen: Screen?) throws -> Draft {
    guard let screen else { throw CancellationError() }
    return try screen.values.decode()
  }

  /// The row template: one previous job's controls and rules, which read the row's own
  /// switch and start day.
  private static func job(_ row: RowBuilder) -> JobRow {
    let employer = row.makeTextField("employer")
    employer.validate([.required("Enter the employer.")])
    let from = row.makeDatePicker("from")
    from.validate([.required("Enter when the job started.")])
    let to = row.makeDatePicker("to")
    to.show(when: [.off("current")])
    to.validate([
      .required("Enter when the job ended.").when(.off("current")),
      .date(.onOrAfter, .control("from"), "A job ends on or after the day it started."),
    ])
    let current = row.makeSwitch("current")
    return JobRow(employer: employer, from: from, to: to, current: current)
  }
}
