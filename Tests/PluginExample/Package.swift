// swift-tools-version:6.1
// An app package that uses brandkit's plugins, as the README shows. The test that builds
// it copies it beside a copy of the example brands and points `brandkit` at this checkout.
import PackageDescription

let package = Package(
    name: "AcmeApp",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "brandkit", path: "../brandkit")],
    targets: [
        .target(name: "AcmeApp", plugins: [.plugin(name: "BrandKitBuildPlugin", package: "brandkit")]),
        .testTarget(name: "AcmeAppTests", dependencies: ["AcmeApp"]),
    ]
)
