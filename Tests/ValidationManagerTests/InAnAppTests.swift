import ControlModel
import Foundation
import Observation
import Synchronization
import Testing
import ValidationManager

// The model side of the InAnApp article (ValidationManager.docc/Articles/InAnApp.md), as written
// there, driven as the UIKit delegate and the SwiftUI view drive it.

protocol SignInService: Sendable {
  func isRegistered(_ email: String) async throws -> Bool
  func signIn(email: String, password: String) async throws
}

/// Sign-in: errors show once the button was tapped; the email's account is checked by the
/// server; the button is busy while the sign-in request is in flight.
final class SignInModel {
  let screen: Screen
  let email: TextField
  let password: TextField
  let signIn: Button

  init(clock: any ScreenClock, service: any SignInService) {
    screen = Screen(title: "Sign in", clock: clock)
    email = screen.makeTextField("email", normalizer: .removingWhitespace)
    email.validate(
      [
        .required("Email required."), .email("Please enter a valid email address."),
        .check {
          try await service.isRegistered($0) ? .valid : .invalid("No account uses this email.")
        },
      ], errors: .onSubmit, debounce: .milliseconds(300))
    password = screen.makeTextField("password", isSecure: true)
    password.validate([.required("Password required.")], errors: .onSubmit)
    signIn = screen.makeButton("signIn", submits: [email, password])
    signIn.action = { [email, password] in
      let (address, secret) = (email.text, password.text)  // the form as tapped
      return { try await service.signIn(email: address, password: secret) }
    }
  }
}

@Suite("In an app")
struct InAnAppTests {
  struct Service: SignInService {
    func isRegistered(_ email: String) async throws -> Bool { email == "ann@example.com" }
    func signIn(email: String, password: String) async throws {}
  }

  let clock = VirtualClock()
  let model: SignInModel

  init() {
    model = SignInModel(clock: clock, service: Service())
    model.screen.isObservable = true
  }

  /// What the UIKit delegate does with an edit: hand it to the model, show the model's text.
  private func delegateEdit(_ field: ControlModel.TextField, _ range: NSRange, _ string: String)
    -> String
  {
    field.replace(range, with: string)
    return field.text
  }

  @Test func theDelegatesEditsGoThroughTheModel() {
    var shown = delegateEdit(model.email, NSRange(location: 0, length: 0), "ann@example")
    shown = delegateEdit(model.email, NSRange(location: 11, length: 0), ".com ")
    #expect(shown == "ann@example.com", "the normaliser dropped the pasted space")
    #expect(model.email.selectedNSRange == NSRange(location: 15, length: 0))
    shown = delegateEdit(model.email, NSRange(location: 3, length: 12), "")
    #expect(shown == "ann")
  }

  @Test func errorsShowOnceSignInIsTapped() {
    model.signIn.tap()
    #expect(model.email.shownError == "Email required.")
    #expect(model.password.shownError == "Password required.")
    #expect(model.signIn.sentRequestCount == 0, "no request goes out for an invalid form")
  }

  @Test func aSignInSendsOneRequestWithTheFormAsTapped() async throws {
    model.email.edit(to: "ann@example.com")
    model.password.edit(to: "secret")
    clock.advance(by: .milliseconds(300))
    #expect(try await #require(model.email.outstandingRequests.first).run())
    #expect(model.email.validity == .valid)
    #expect(model.signIn.tap())
    #expect(!model.signIn.tap(), "busy: mashing sends one request")
    #expect(model.signIn.isBusy)
    #expect(try await #require(model.signIn.request).run())
    #expect(model.signIn.lastAnswer == .valid)
  }

  @Test func theViewRedrawsWhenTheServerAnswers() throws {
    model.email.edit(to: "bob@example.com")
    clock.advance(by: .milliseconds(300))
    let request = try #require(model.email.outstandingRequests.first)
    let redraws = Mutex(0)
    // What the SwiftUI view's body reads.
    withObservationTracking {
      _ = model.email.text
      _ = model.email.shownError
      _ = model.signIn.isEnabled
      _ = model.signIn.isBusy
    } onChange: {
      redraws.withLock { $0 += 1 }
    }
    request.answer(.invalid("No account uses this email."))
    #expect(redraws.withLock { $0 } == 1)
    #expect(model.email.errors == ["No account uses this email."])
  }
}
