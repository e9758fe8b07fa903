import ControlModel

extension FieldValidation {
  // MARK: - Checkpoints

  func appendCheckpoint(to restorers: inout Restorers) -> Bool {
    let own = versionedCheckpoint {
      let saved = (validity, settled, shown, isDisplayOpen, hasBeenEdited)
      let work = (debounceWork, checks, answers, activeAsync)
      let asked = (checkedText, remembered)
      let given = (configuration, rules, display, debounce)
      return { validation in
        if validation.configuration != given.0 {
          validation.applyConfiguration(rules: given.1, display: given.2, debounce: given.3)
          validation.configuration = given.0
        }
        (
          validation.validity, validation.settled, validation.shown, validation.isDisplayOpen,
          validation.hasBeenEdited
        ) = saved
        (validation.debounceWork, validation.checks, validation.answers, validation.activeAsync) =
          work
        (validation.checkedText, validation.remembered) = asked
      }
    }
    restorers.append(own)
    restorers.append(verifiers.checkpoint())
    return true
  }

  /// When the debounce that runs now fires, if one does.
  var debounceDueTime: Duration? { debounceWork?.time }

}
