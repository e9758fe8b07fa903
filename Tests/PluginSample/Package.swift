// swift-tools-version: 6.3
import Foundation
import PackageDescription

// A package as an app team writes one, with the scenario check on its targets: SignIn's file
// is right and the target builds; SignUp's misspells a field and Settings' (a screen built in
// Swift, named by its listing) a switch, so `swift build` fails at each place. `.ci/run` runs
// check.sh, which builds them and checks each error's place and words.

// The root package is a dependency by path; its identity is its folder's name.
let root = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let check = Target.PluginUsage.plugin(
  name: "ScenarioCheck", package: root.lastPathComponent.lowercased())

let package = Package(
  name: "PluginSample",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [.package(path: "../..")],
  targets: [
    .target(name: "SignIn", plugins: [check]),
    .target(name: "SignUp", plugins: [check]),
    .target(name: "Settings", plugins: [check]),
  ]
)
