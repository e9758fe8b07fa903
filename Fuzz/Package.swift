// swift-tools-version: 6.3
import Foundation
import PackageDescription

// libFuzzer targets for the scenario parser, for parse-then-replay, for the language server and
// for the explorer. Build and run them with
// `Fuzz/run.sh SECONDS`; they need `-sanitize=fuzzer`, so the root package never builds them.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let rootIdentity = root.lastPathComponent.lowercased()

let package = Package(
  name: "Fuzz",
  dependencies: [.package(path: "..")],
  targets: [
    .target(name: "FuzzSupport"),
    .executableTarget(
      name: "fuzz-parser",
      dependencies: [
        "FuzzSupport", .product(name: "ScenarioFormat", package: rootIdentity),
        .product(name: "ScenarioEngine", package: rootIdentity),
      ]),
    .executableTarget(
      name: "fuzz-replay",
      dependencies: [
        "FuzzSupport", .product(name: "ScenarioFormat", package: rootIdentity), .product(name: "ScenarioEngine", package: rootIdentity),
      ]),
    .executableTarget(
      name: "fuzz-lsp",
      dependencies: [
        "FuzzSupport", .product(name: "ScenarioLanguageServer", package: rootIdentity),
      ]),
    .executableTarget(
      name: "fuzz-explore",
      dependencies: [
        "FuzzSupport", .product(name: "ScenarioFormat", package: rootIdentity),
        .product(name: "ScenarioEngine", package: rootIdentity),
        .product(name: "ScenarioExplorer", package: rootIdentity),
      ]),
  ]
)
