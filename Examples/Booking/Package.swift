// swift-tools-version: 6.3
import Foundation
import PackageDescription

// The root package is a dependency by path; its identity is its folder's name, whatever the
// checkout is called.
let root = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let screenModel = root.lastPathComponent.lowercased()

let package = Package(
  name: "Booking",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "Booking", targets: ["Booking"]),
    .executable(name: "booking-scenarios", targets: ["booking-scenarios"]),
  ],
  dependencies: [.package(path: "../..")],
  targets: [
    .target(
      name: "Booking",
      dependencies: [
        .product(name: "ControlModel", package: screenModel),
        .product(name: "ValidationManager", package: screenModel),
      ]
    ),
    // The scenario files' side: the catalogue of the Swift-built screen and a runner of its own.
    .target(
      name: "BookingCatalogue",
      dependencies: ["Booking", .product(name: "ScenarioEngine", package: screenModel)]
    ),
    .executableTarget(
      name: "booking-scenarios",
      dependencies: ["BookingCatalogue", .product(name: "ScenarioCommand", package: screenModel)]
    ),
    .testTarget(
      name: "BookingTests",
      dependencies: [
        "Booking", "BookingCatalogue", .product(name: "ScenarioTesting", package: screenModel),
        .product(name: "ControlModel", package: screenModel),
        .product(name: "ValidationManager", package: screenModel),
      ]
    ),
  ]
)
