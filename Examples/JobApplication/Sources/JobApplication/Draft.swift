public import ControlModel

/// A job application as the server keeps it between visits: whatever the applicant entered,
/// complete or not.
///
/// Its properties are named as the form's controls, so that it goes into the form and comes
/// back through ``ValidationManager/FormValues``; the previous jobs are the rows of the group
/// `job`.
///
/// ```swift
/// try model.load(draft)            // the form, pristine
/// let edited = try model.draft()   // what Save draft sends
/// ```
public struct Draft: Codable, Sendable, Hashable {
  /// The applicant's full name.
  public var name: String
  /// The applicant's email.
  public var email: String
  /// The role applied for, one of ``JobApplicationScreen/roles``, or `nil` before one is
  /// chosen.
  public var role: String?
  /// Years of experience, 0 to 40.
  public var years: Int
  /// The size of the team the applicant would lead, 1 to 200: asked only of a Manager.
  public var teamSize: Int
  /// The first day the applicant can start (`YYYY-MM-DD` in JSON), or `nil` before one is
  /// picked.
  public var available: CalendarDate?
  /// Whether the applicant accepted the privacy notice.
  public var privacy: Bool
  /// The previous jobs, one to five, most recent last.
  public var jobs: [Job]

  /// Makes a draft.
  ///
  /// - Parameters:
  ///   - name: The applicant's full name.
  ///   - email: The applicant's email.
  ///   - role: The role applied for, if chosen.
  ///   - years: Years of experience.
  ///   - teamSize: The size of the team the applicant would lead.
  ///   - available: The first day the applicant can start, if picked.
  ///   - privacy: Whether the applicant accepted the privacy notice.
  ///   - jobs: The previous jobs.
  public init(
    name: String = "", email: String = "", role: String? = nil, years: Int = 0,
    teamSize: Int = 1, available: CalendarDate? = nil, privacy: Bool = false,
    jobs: [Job] = [Job()]
  ) {
    self.name = name
    self.email = email
    self.role = role
    self.years = years
    self.teamSize = teamSize
    self.available = available
    self.privacy = privacy
    self.jobs = jobs
  }

  private enum CodingKeys: String, CodingKey {
    case name, email, role, years, teamSize, available, privacy
    case jobs = "job"
  }

  /// Encodes every property, a choice not made as `null`: loaded into a form that holds
  /// another draft, it clears that choice rather than keeping it.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(email, forKey: .email)
    try container.encode(role, forKey: .role)
    try container.encode(years, forKey: .years)
    try container.encode(teamSize, forKey: .teamSize)
    try container.encode(available, forKey: .available)
    try container.encode(privacy, forKey: .privacy)
    try container.encode(jobs, forKey: .jobs)
  }
}

/// A previous job: one row of the application's group `job`.
public struct Job: Codable, Sendable, Hashable {
  /// The employer's name.
  public var employer: String
  /// The day the job started, if given.
  public var from: CalendarDate?
  /// The day the job ended, if given; a current job has none.
  public var to: CalendarDate?
  /// Whether the applicant still holds the job.
  public var current: Bool

  /// Makes a previous job.
  ///
  /// - Parameters:
  ///   - employer: The employer's name.
  ///   - from: The day the job started, if given.
  ///   - to: The day the job ended, if given.
  ///   - current: Whether the applicant still holds the job.
  public init(
    employer: String = "", from: CalendarDate? = nil, to: CalendarDate? = nil,
    current: Bool = false
  ) {
    self.employer = employer
    self.from = from
    self.to = to
    self.current = current
  }

  private enum CodingKeys: String, CodingKey {
    case employer, from, to, current
  }

  /// Encodes every property, a day not given as `null`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(employer, forKey: .employer)
    try container.encode(from, forKey: .from)
    try container.encode(to, forKey: .to)
    try container.encode(current, forKey: .current)
  }
}
