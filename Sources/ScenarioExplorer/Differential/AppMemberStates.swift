public import ControlModel

extension Explorer {
  /// The validities that members of the app's own type were seen in together, in the pairs of
  /// states a differential search visited.
  ///
  /// The package cannot look into such a member: whether it can ever be otherwise is the app's
  /// logic. When the managers a change touches verify only such members, what the change does
  /// depends on them alone, so no difference in every combination seen means none while the
  /// members keep to those combinations.
  public struct AppMemberStates: Sendable, Equatable {
    /// What a manager reads of a member: its validity, and whether it is dirty and touched.
    public struct MemberState: Sendable, Hashable {
      /// The member's validity.
      public let validity: Validity
      /// Whether the member is dirty, and whether it is touched.
      public let isDirty: Bool, isTouched: Bool

      /// A member's state.
      public init(_ validity: Validity, isDirty: Bool = false, isTouched: Bool = false) {
        (self.validity, self.isDirty, self.isTouched) = (validity, isDirty, isTouched)
      }
    }

    /// The members, in the order the managers verify them.
    public let names: [String]
    /// Each combination seen: one state a member, in the order of ``names``.
    public let states: Set<[MemberState]>

    package init(names: [String], states: Set<[MemberState]>) {
      self.names = names
      self.states = states
    }

    /// Each combination of validities seen: one a member, in the order of ``names``.
    public var combinations: Set<[Validity]> { Set(states.map { $0.map(\.validity) }) }

    /// The members valid in every combination seen.
    public var alwaysValid: [String] {
      names.indices.filter { index in combinations.allSatisfy { $0[index] == .valid } }
        .map { names[$0] }
    }

    /// Whether every combination of valid and invalid was seen: then the members' logic hides
    /// nothing the search did not try, and no condition on them can be named.
    public var coversEveryCombination: Bool {
      guard names.count < 16 else { return false }
      let seen = combinations.filter { $0.allSatisfy { $0 != .pending } }
      return seen.count == 1 << names.count
    }

    /// The combinations seen, in words: "'open' stayed valid", "'a' and 'b' were always alike
    /// (both valid or both invalid)", or each combination listed; then "pristine and
    /// untouched" when no member was ever dirty or touched, else that those were as seen.
    public var seenInWords: String {
      let quiet = states.allSatisfy { $0.allSatisfy { !$0.isDirty && !$0.isTouched } }
      let lifecycle =
        quiet
        ? (names.count == 1 ? ", pristine and untouched" : ", each pristine and untouched")
        : ", dirty and touched only as seen"
      return validitiesInWords + lifecycle
    }

    /// The combinations of validities seen, in words.
    private var validitiesInWords: String {
      let quoted = names.map { "'\($0)'" }
      let sorted = combinations.sorted {
        $0.map(\.rawValue).lexicographicallyPrecedes($1.map(\.rawValue))
      }
      let constant = names.indices.map { index in Set(sorted.map { $0[index] }) }
      if constant.allSatisfy({ $0.count == 1 }), let only = sorted.first {
        return zip(quoted, only).map { "\($0) stayed \($1.rawValue)" }.joined(separator: ", ")
      }
      if names.count > 1, sorted.allSatisfy({ Set($0).count == 1 }) {
        let each = names.count == 2 ? "both" : "all"
        let kinds = sorted.reversed().map { "\(each) \($0[0].rawValue)" }.joined(separator: " or ")
        return "\(Self.listed(quoted, "and")) were always alike (\(kinds))"
      }
      if names.count == 1 {
        let kinds = sorted.map { $0[0].rawValue }.joined(separator: " or ")
        return "\(quoted[0]) was only ever \(kinds)"
      }
      let tuples = sorted.map { "(" + $0.map(\.rawValue).joined(separator: ", ") + ")" }
      return "(\(quoted.joined(separator: ", "))) were only ever " + Self.listed(tuples, "or")
    }

    private static func listed(_ items: [String], _ conjunction: String) -> String {
      guard let last = items.last, items.count > 1 else { return items.first ?? "" }
      return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
  }
}
