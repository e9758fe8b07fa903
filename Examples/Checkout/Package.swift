// swift-tools-version: 6.3
import Foundation
import PackageDescription

// The root package is a dependency by path; its identity is its folder's name, whatever the
// checkout is called.
let root = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let screenModel = root.lastPathComponent.lowercased()

let package = Package(
  name: "Checkout",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "Checkout", targets: ["Checkout"]),
    .executable(name: "checkout-live", targets: ["checkout-live"]),
    .executable(name: "checkout-scenarios", targets: ["checkout-scenarios"]),
  ],
  dependencies: [.package(path: "../..")],
  targets: [
    .target(
      name: "Checkout",
      dependencies: [
        .product(name: "ControlModel", package: screenModel),
        .product(name: "ValidationManager", package: screenModel),
      ]
    ),
    // The live run records its session, as a tester's build would, and replays the file.
    .executableTarget(
      name: "checkout-live",
      dependencies: [
        "Checkout", "CheckoutCatalogue", .product(name: "ScenarioEngine", package: screenModel),
      ]),
    // The scenario files' side: the catalogue of Swift-built screens, a runner of its own, and
    // the files as Swift Testing cases.
    .target(
      name: "CheckoutCatalogue",
      dependencies: ["Checkout", .product(name: "ScenarioEngine", package: screenModel)]
    ),
    .executableTarget(
      name: "checkout-scenarios",
      dependencies: ["CheckoutCatalogue", .product(name: "ScenarioCommand", package: screenModel)]
    ),
    // Building the tests checks Scenarios/ (this target has no scenario files of its own)
    // against Scenarios/checkout.screens, which `checkout-scenarios --list-screens --out
    // Scenarios/checkout.screens` writes. The check is on a target the runner does not depend
    // on, so a listing gone stale never stops the runner that rewrites it from building.
    .testTarget(
      name: "CheckoutTests",
      dependencies: [
        "Checkout", "CheckoutCatalogue", .product(name: "ScenarioTesting", package: screenModel),
        .product(name: "ScenarioLanguageServer", package: screenModel),
      ],
      plugins: [.plugin(name: "ScenarioCheck", package: screenModel)]
    ),
  ]
)
