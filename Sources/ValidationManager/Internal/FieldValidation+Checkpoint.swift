import ControlModel
import ModelSupport

extension FieldValidation {
  // MARK: - Checkpoints

  func appendCheckpoint(to restorers: inout Restorers) -> Bool {
    let own = versionedCheckpoint {
      let saved = self.saved
      return { validation in
        // Rules given since: the checkpoint's rules are prepared again.
        if validation.saved.configuration != saved.configuration {
          validation.applyConfiguration(
            rules: saved.rules, display: saved.display, debounce: saved.debounce)
        }
        validation.saved = saved
      }
    }
    restorers.append(own)
    restorers.append(verifiers.checkpoint())
    return true
  }

  /// When the debounce that runs now fires, if one does.
  var debounceDueTime: Duration? { saved.debounceWork?.time }

}
