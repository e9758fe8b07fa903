import ControlModel

extension Manager {
  /// The managers this one depends on directly: the managers it verifies, and the managers of
  /// the controls it verifies.
  var dependencies: [Manager] {
    var result: [Manager] = []
    for member in members {
      switch MemberKind(member) {
      case .manager(let nested): result.append(nested)
      case .control(let control): result.append(contentsOf: control.control.managers)
      case .app: break
      }
    }
    return result
  }

  /// The cycle that verifying `member` would close, if any.
  func cycleIfVerifying(_ member: any IValidatable) -> [String]? {
    let targets: [Manager] =
      switch MemberKind(member) {
      case .manager(let nested): [nested]
      case .control(let control): control.control.managers
      case .app: []
      }
    for target in targets {
      if let path = Self.path(from: target, to: self) {
        return [name] + path.map(\.name)
      }
    }
    return nil
  }

  /// The cycle that managing a control verified by `verifiers` would close, if any: each
  /// verifier would depend on this manager.
  func cycleIfManaging(verifiers: [Manager]) -> [String]? {
    for verifier in verifiers {
      if let path = Self.path(from: self, to: verifier) {
        return [verifier.name] + path.map(\.name)
      }
    }
    return nil
  }

  /// A path of dependencies from `start` to `goal`, both included, found without recursion.
  static func path(from start: Manager, to goal: Manager) -> [Manager]? {
    if start === goal { return [start] }
    // The last step into the goal needs a manager that verifies it or a control it manages:
    // without either, nothing depends on it, and the search can stop before it starts.
    if !goal.isDependedOn { return nil }
    var cameFrom: [ObjectIdentifier: Manager] = [ObjectIdentifier(start): start]
    var stack = [start]
    while let current = stack.popLast() {
      for next in current.dependencies where cameFrom[ObjectIdentifier(next)] == nil {
        cameFrom[ObjectIdentifier(next)] = current
        if next === goal {
          var path = [next]
          var step = current
          while step !== start {
            path.append(step)
            guard let previous = cameFrom[ObjectIdentifier(step)] else { break }
            step = previous
          }
          path.append(start)
          return path.reversed()
        }
        stack.append(next)
      }
    }
    return nil
  }
}
