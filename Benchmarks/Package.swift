// swift-tools-version: 6.3
import Foundation
import PackageDescription

// The root package is a dependency by path; its identity is its folder's name, whatever the
// checkout is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let rootIdentity = root.lastPathComponent.lowercased()

let package = Package(
  name: "Benchmarks",
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
  ],
  targets: [
    .executableTarget(
      name: "benchmarks",
      dependencies: [
        .product(name: "ControlModel", package: rootIdentity),
        .product(name: "ValidationManager", package: rootIdentity),
        .product(name: "ScenarioFormat", package: rootIdentity),
        .product(name: "ScenarioEngine", package: rootIdentity),
        .product(name: "ScenarioExplorer", package: rootIdentity),
        .product(name: "OpenCombine", package: "OpenCombine"),
      ]
    )
  ]
)
