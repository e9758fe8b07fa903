// swift-tools-version: 6.3
import Foundation
import PackageDescription

// libFuzzer targets for the scenario parser, for parse-then-replay, for the language server, for
// the explorer, for the formatter (idempotent, and the same meaning before and after), for the
// format's writer (a valid file written and read back is the same file), and for groups of rows
// in the model (any session of adds, removals, edits, loads and resets keeps the model's
// invariants), and for declared screens made from the input (the model keeps its own contract
// on any declarations). Build
// and run them with `Fuzz/run.sh SECONDS`; they need `-sanitize=fuzzer`, so the root package
// never builds them.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let rootIdentity = root.lastPathComponent.lowercased()

let package = Package(
  name: "Fuzz",
  dependencies: [.package(path: "..")],
  targets: [
    .target(
      name: "FuzzSupport", dependencies: [.product(name: "ScenarioEngine", package: rootIdentity)]
    ),
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
    .executableTarget(
      name: "fuzz-roundtrip",
      dependencies: [
        "FuzzSupport", .product(name: "ScenarioFormat", package: rootIdentity),
        .product(name: "ScenarioEngine", package: rootIdentity),
      ]),
    .executableTarget(
      name: "fuzz-rows",
      dependencies: [
        "FuzzSupport", .product(name: "ControlModel", package: rootIdentity),
        .product(name: "ValidationManager", package: rootIdentity),
      ]),
    .executableTarget(
      name: "fuzz-declared",
      dependencies: [
        "FuzzSupport", .product(name: "ScenarioFormat", package: rootIdentity),
        .product(name: "ScenarioEngine", package: rootIdentity),
      ]),
    .executableTarget(
      name: "fuzz-format",
      dependencies: [
        "FuzzSupport", .product(name: "ScenarioFormat", package: rootIdentity),
        .product(name: "ScenarioEngine", package: rootIdentity),
      ]),
  ]
)
