import ControlModel
import ScenarioEngine
import ValidationManager

/// Which pairs of a screen's controls are coupled, as a square of bits: asked for every pair of
/// edits a sleep set compares (a set of numbers hashed each number asked, 37 million
/// instructions in one search of the address screen).
struct Couplings {
  private let words: Int
  private var bits: [UInt64]

  /// No pair of `controls` controls coupled.
  init(controls: Int) {
    words = (controls + 63) / 64
    bits = Array(repeating: 0, count: words * controls)
  }

  /// Couples two controls, both ways.
  mutating func couple(_ first: Int, _ second: Int) {
    bits[first * words + second / 64] |= 1 << UInt64(second % 64)
    bits[second * words + first / 64] |= 1 << UInt64(first % 64)
  }

  /// Whether two controls are coupled.
  func contains(_ first: Int, _ second: Int) -> Bool {
    bits[first * words + second / 64] & (1 << UInt64(second % 64)) != 0
  }
}

extension Couplings {
  /// For each control of a screen, the controls it is coupled with: one whose rules or
  /// `shown when` read it, or that it reads; one that a manager verifying it (directly or
  /// through nested managers) manages, or one whose managers verify it; and through chains of
  /// these.
  ///
  /// - Parameter screen: The screen, whose controls are numbered by their place in it.
  init(of screen: Screen) {
    let index = Dictionary(
      screen.controls.enumerated().map { (ObjectIdentifier($1 as AnyObject), $0) },
      uniquingKeysWith: { first, _ in first })
    let position = { (object: AnyObject) in index[ObjectIdentifier(object)] }
    var affects = Self.readers(on: screen, position: position)
    Self.addManaged(on: screen, position: position, to: &affects)
    // A control that enables another changes what that one counts for its own managers:
    // follow the chain, then couple both ways.
    self.init(controls: screen.controls.count)
    for source in affects.indices {
      var reached = Set<Int>()
      var work = Array(affects[source])
      while let next = work.popLast() {
        guard reached.insert(next).inserted else { continue }
        work.append(contentsOf: affects[next])
      }
      for target in reached where target != source {
        couple(source, target)
      }
    }
  }

  /// For each control, by its place, the controls whose rules or `shown when` read it: a
  /// control read changes the reader, which is checked again, shown or hidden, and so counted
  /// otherwise by the reader's managers.
  private static func readers(on screen: Screen, position: (AnyObject) -> Int?) -> [Set<Int>] {
    var affects = Array(repeating: Set<Int>(), count: screen.controls.count)
    for (reader, control) in screen.controls.enumerated() {
      let names = control.kind.rules.flatMap(\.readControlNames) + control.shownWhen.map(\.name)
      for name in names {
        guard let read = screen.control(named: name).flatMap({ position($0 as AnyObject) }),
          read != reader
        else { continue }
        affects[read].insert(reader)
      }
    }
    return affects
  }

  /// Adds, for every control a manager verifies through nested managers, every control it
  /// manages. (A manager that verifies a nested one reaches the nested one's managed controls
  /// when that one is visited in turn.)
  private static func addManaged(
    on screen: Screen, position: (AnyObject) -> Int?, to affects: inout [Set<Int>]
  ) {
    for manager in screen.managers {
      var verified = Set<Int>()
      var work = [manager]
      var seen = Set<ObjectIdentifier>()
      while let current = work.popLast() {
        guard seen.insert(ObjectIdentifier(current)).inserted else { continue }
        for member in current.members {
          if let nested = MemberKind(member).manager {
            work.append(nested)
          } else if let at = position(member) {
            verified.insert(at)
          }
        }
      }
      let managed = manager.managedControls.compactMap { position($0) }
      for source in verified {
        for target in managed where target != source {
          affects[source].insert(target)
        }
      }
    }
  }
}
