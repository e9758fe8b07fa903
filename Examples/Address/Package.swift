// swift-tools-version: 6.3
import Foundation
import PackageDescription

// The root package is a dependency by path; its identity is its folder's name, whatever the
// checkout is called.
let root = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let screenModel = root.lastPathComponent.lowercased()

let package = Package(
  name: "Address",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "Address", targets: ["Address"]),
    .executable(name: "address-scenarios", targets: ["address-scenarios"]),
  ],
  dependencies: [.package(path: "../..")],
  targets: [
    .target(
      name: "Address",
      dependencies: [
        .product(name: "ControlModel", package: screenModel),
        .product(name: "ValidationManager", package: screenModel),
      ]
    ),
    // The scenario files' side: the catalogue of the Swift-built screen and a runner of its own.
    .target(
      name: "AddressCatalogue",
      dependencies: ["Address", .product(name: "ScenarioEngine", package: screenModel)]
    ),
    .executableTarget(
      name: "address-scenarios",
      dependencies: ["AddressCatalogue", .product(name: "ScenarioCommand", package: screenModel)]
    ),
    .testTarget(
      name: "AddressTests",
      dependencies: [
        "Address", "AddressCatalogue", .product(name: "ScenarioTesting", package: screenModel),
        .product(name: "ControlModel", package: screenModel),
        .product(name: "ValidationManager", package: screenModel),
      ]
    ),
  ]
)
