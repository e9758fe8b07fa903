public import ControlModel
import ValidationManager

/// Reference screen 10 of `SCREENS.md`, a job application saved as a draft, built in Swift as an
/// app builds it: Save draft waits for any change and commits what it sent; Discard goes back to
/// the last saved draft, rows included.
///
/// The same screen replays `Scenarios/job-application.scenario`; the explorer's tests build
/// copies of it with one mistake each.
public enum JobApplicationScreen {
  /// A mistake a copy of the screen is built with.
  public enum Mistake: Sendable {
    /// The second row's "to" has no rules (its code skips the row).
    case secondRowForgetsItsEnd
  }

  /// Builds the screen.
  ///
  /// - Parameters:
  ///   - clock: The virtual clock the test moves, whose day is the screen's today.
  ///   - mistake: The mistake of a copy; `nil` for the screen as it should be.
  /// - Returns: The screen, with the managers and buttons of screen 10.
  public static func make(clock: VirtualClock, mistake: Mistake? = nil) -> Screen {
    let screen = Screen(title: "Job application", clock: clock)
    let name = screen.makeTextField("name")
    name.validate([.required("Enter your full name.")])
    let email = screen.makeTextField("email")
    email.validate(
      [
        .required("Enter your email."), .email("That is not an email address."),
        .remote(
          taken: ["taken@example.com"], after: .seconds(1),
          "You have already applied with this email."),
      ], debounce: .milliseconds(400))
    let role = screen.makePicker("role", options: ["Engineer", "Designer", "Manager"])
    let years = screen.makeStepper("years", range: 0...40)
    let teamSize = screen.makeStepper("teamSize", range: 1...200)
    teamSize.show(when: [.is("role", "Manager")])
    let available = screen.makeDatePicker(
      "available", between: .today(offset: 0), and: .today(offset: 180))
    available.validate([
      .date(.onOrAfter, .today(offset: 0), "Choose today or a later day."),
      .date(.onOrBefore, .today(offset: 180), "Choose a day at most 180 days ahead."),
    ])
    let privacy = screen.makeSwitch("privacy")
    privacy.validate([.mustBeOn("Accept the privacy notice to apply.")])
    // The bounds are valid: the group is always made.
    let jobs = try? makeJobs(on: screen, mistake: mistake)
    if let jobs {
      jobs.attachAddButton(screen.makeButton("addJob"))
      jobs.attachRemoveButton(screen.makeButton("removeJob"))
    }
    let saveDraft = screen.makeButton("saveDraft", busy: .seconds(1))
    saveDraft.commitsOnSuccess = true
    let discard = screen.makeButton("discard")
    discard.resetTarget = screen
    let submit = screen.makeButton("submit", submits: [name, email], busy: .seconds(2))
    let values: [any Control] = [role, years, teamSize, available, privacy]
    for control in values { submit.addSubmitted(control) }
    jobs?.submit(with: submit)
    let form = screen.makeManager("form")
    let members: [any IValidatable] = [name, email, role, years, teamSize, available, privacy]
    for member in members + [jobs].compactMap({ $0 }) { try? form.verify(member) }
    try? form.manage(submit)
    saveDraft.enable(when: [.dirty("form")])
    return screen
  }

  /// One to five previous jobs: employer required, from and to days (to on or after from), and
  /// a "current job" switch that hides "to".
  private static func makeJobs(on screen: Screen, mistake: Mistake?) throws -> RowGroup<Void> {
    try screen.makeRowGroup("job", rows: 1...5) { row in
      row.makeTextField("employer").validate([.required("Enter the employer.")])
      row.makeDatePicker("from").validate([.required("Enter when the job started.")])
      let to = row.makeDatePicker("to")
      to.show(when: [.off("current")])
      if !(mistake == .secondRowForgetsItsEnd && row.index == 1) {
        to.validate([
          .required("Enter when the job ended.").when(.off("current")),
          .date(.onOrAfter, .control("from"), "A job ends on or after the day it started."),
        ])
      }
      row.makeSwitch("current")
    }
  }
}
