// swift-tools-version:6.1
import PackageDescription

/// A C library reached through pkg-config, with the Debian package that provides it.
func systemLibrary(_ name: String, pkgConfig: String, apt: [String]) -> Target {
    .systemLibrary(name: name, path: "Sources/C/\(name)", pkgConfig: pkgConfig, providers: [.apt(apt)])
}

let testingOverlays: [Target.Dependency] = ["_Testing_CoreGraphics", "_Testing_UIKit"]

let package = Package(
    name: "Casement",
    products: [
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "CoreText", targets: ["CoreText"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "Platform", targets: ["Platform"]),
        .library(name: "PlatformX11", targets: ["PlatformX11"]),
        .library(name: "PlatformHeadless", targets: ["PlatformHeadless"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        .library(name: "CasementDebugging", targets: ["CasementDebugging"]),
        .executable(name: "Gallery", targets: ["Gallery"]),
        .executable(name: "HelloWindow", targets: ["HelloWindow"]),
        .executable(name: "ExternalDisplay", targets: ["ExternalDisplay"]),
        .executable(name: "casement-inspect", targets: ["CasementInspect"]),
        .executable(name: "casement-leak-check", targets: ["CasementLeakCheck"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        systemLibrary("CCairo", pkgConfig: "cairo", apt: ["libcairo2-dev"]),
        systemLibrary("CPango", pkgConfig: "pangocairo", apt: ["libpango1.0-dev"]),
        systemLibrary("CPixman", pkgConfig: "pixman-1", apt: ["libpixman-1-dev"]),
        systemLibrary("CTurboJPEG", pkgConfig: "libturbojpeg", apt: ["libturbojpeg0-dev"]),
        systemLibrary("CX11", pkgConfig: "x11", apt: ["libx11-dev"]),
        systemLibrary("CXRandR", pkgConfig: "xrandr", apt: ["libxrandr-dev"]),
        systemLibrary("CXext", pkgConfig: "xext", apt: ["libxext-dev"]),
        systemLibrary("CXTest", pkgConfig: "xtst", apt: ["libxtst-dev"]),
        systemLibrary("CXInput2", pkgConfig: "xi", apt: ["libxi-dev"]),
        systemLibrary("CXPresent", pkgConfig: "xpresent", apt: ["libxpresent-dev"]),

        // Running a deep recursion on a fresh stack segment (ucontext), for trees thousands of layers deep.
        .target(name: "CStackSwitch", path: "Sources/C/CStackSwitch"),
        // Making instances of user subclasses through Apple's plain (not `required`) initializers.
        .target(name: "CDynamicInit", path: "Sources/C/CDynamicInit"),
        .target(name: "CMainThread", path: "Sources/C/CMainThread"),

        .target(name: "CoreGraphics", dependencies: ["CCairo", "CPango", "CPixman", "CTurboJPEG"]),
        .target(name: "CoreText", dependencies: ["CoreGraphics"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "CStackSwitch", "CDynamicInit", "CMainThread"]),
        .target(name: "Platform", dependencies: ["CoreGraphics"]),
        .target(
            name: "PlatformX11",
            dependencies: ["Platform", "CoreGraphics", "CCairo", "CX11", "CXRandR", "CXext", "CXTest", "CXInput2", "CXPresent"]
        ),
        .target(name: "PlatformHeadless", dependencies: ["Platform", "CoreGraphics"]),
        // UIKitCore is the framework and knows only the Platform protocols; UIKit is the umbrella
        // apps import, which adds the X11 backend that UIApplicationMain runs on (as Apple's UIKit
        // is an umbrella over UIKitCore).
        .target(name: "UIKitCore", dependencies: ["QuartzCore", "CoreText", "CoreGraphics", "Platform"]),
        .target(name: "UIKit", dependencies: ["UIKitCore", "CasementDebugging", "QuartzCore", "CoreText", "CoreGraphics", "Platform", "PlatformX11"]),
        // The debugging tools an app opts into: hierarchy snapshots and export, the inspector's
        // server. They depend on UIKitCore, never the reverse; UIKit's entry point installs
        // their launch hook.
        .target(name: "CasementDebugging", dependencies: ["UIKitCore", "QuartzCore", "CoreGraphics"]),

        // The test kit for apps: fixtures, the manual clock, idle synchronization, the driver
        // and snapshot strategies on swift-snapshot-testing.
        .target(
            name: "UIKitTesting",
            dependencies: [
                "UIKit", "UIKitCore", "CasementDebugging", "QuartzCore", "CoreGraphics", "Platform", "PlatformHeadless", "PlatformX11",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ] + testingOverlays
        ),

        // Swift Testing declares cross-import overlays named after Apple's modules; these targets
        // satisfy them so `import Testing` and `import CoreGraphics` (or `UIKit`) can share a file (BUILDING.md, Tests).
        .target(name: "_Testing_CoreGraphics", path: "Sources/Overlays/_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit", path: "Sources/Overlays/_Testing_UIKit"),

        .target(
            name: "CasementTestSupport",
            dependencies: ["CoreGraphics", "UIKitTesting"] + testingOverlays,
            path: "Tests/CasementTestSupport"
        ),
        .testTarget(
            name: "CoreGraphicsTests",
            dependencies: ["UIKitTesting", "CoreGraphics", "CasementTestSupport"] + testingOverlays,
            exclude: ["__Snapshots__", "Fixtures"]
        ),
        .testTarget(
            name: "QuartzCoreTests",
            dependencies: ["UIKitTesting", "QuartzCore", "CoreGraphics", "CasementTestSupport"] + testingOverlays,
            exclude: ["__Snapshots__", "Animation/__Snapshots__"]
        ),
        .testTarget(
            name: "UIKitTests",
            dependencies: ["ExternalDisplaySample", "SettingsSample", "UIKitTesting", "UIKit", "UIKitCore", "CasementDebugging", "QuartzCore", "CoreGraphics", "CoreText", "Platform", "PlatformHeadless", "PlatformX11", "CasementTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ] + testingOverlays,
            exclude: ["Animation/__Snapshots__", "Controls/__Snapshots__", "Debugging/__Snapshots__", "Integration/__Snapshots__"]
        ),
        .testTarget(
            name: "CasementDebuggingTests",
            dependencies: [
                "CasementDebugging", "UIKitTesting", "UIKit", "UIKitCore", "QuartzCore", "CoreGraphics", "Platform", "PlatformHeadless",
                "CasementTestSupport",
            ] + testingOverlays
        ),
        .testTarget(
            name: "UIKitTestingTests",
            dependencies: [
                "UIKitTesting", "UIKit", "UIKitCore", "CasementDebugging", "QuartzCore", "CoreGraphics", "Platform", "PlatformHeadless", "PlatformX11",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ] + testingOverlays,
            exclude: ["Snapshots/__Snapshots__", "App/__Snapshots__", "Guide/__Snapshots__"]
        ),
        .testTarget(
            name: "CoreTextTests",
            dependencies: ["CoreText", "CoreGraphics", "UIKitTesting", "CasementTestSupport"] + testingOverlays
        ),
        // Swift 5 language mode, with the loose isolation much iOS code has (issue 22). UIKitCore
        // is listed for the reason the samples list it: an incremental build rebuilds the tests
        // when the framework's class layouts change.
        .testTarget(
            name: "Swift5ModeTests",
            dependencies: ["UIKit", "UIKitCore"] + testingOverlays,
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "PlatformTests",
            dependencies: ["Platform", "CoreGraphics"] + testingOverlays
        ),
        .testTarget(
            name: "PlatformHeadlessTests",
            dependencies: ["PlatformHeadless", "Platform", "CoreGraphics", "CasementTestSupport"] + testingOverlays
        ),
        .testTarget(
            name: "PlatformX11Tests",
            dependencies: ["PlatformX11", "Platform", "CoreGraphics", "CasementTestSupport"] + testingOverlays
        ),

        .target(
            name: "GalleryPages",
            dependencies: ["CoreGraphics", "QuartzCore", "UIKitCore"],
            path: "Samples/GalleryPages",
            resources: [.copy("Resources")]
        ),
        .executableTarget(
            name: "Gallery",
            dependencies: ["GalleryPages", "CoreGraphics", "QuartzCore", "UIKitCore", "CasementDebugging", "Platform", "PlatformX11"],
            path: "Samples/Gallery"
        ),
        // UIKitCore is listed although the app imports only UIKit: an umbrella's module file does
        // not change when the framework's classes do, so without it an incremental build keeps
        // the app compiled against the old class layouts.
        .executableTarget(name: "HelloWindow", dependencies: ["UIKit", "UIKitCore"], path: "Samples/HelloWindow"),
        // The inspector's command-line client; it speaks JSON over the app's socket and links no UIKit.
        .executableTarget(
            name: "CasementInspect", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The long loops that must leave memory flat, for scripts/leaks (under heaptrack too).
        .executableTarget(name: "CasementLeakCheck", dependencies: ["UIKitTesting", "UIKit", "UIKitCore", "QuartzCore"]),
        // The seed's external-display listings: the delegate is a library so tests can launch it.
        .target(name: "ExternalDisplaySample", dependencies: ["UIKit", "UIKitCore"], path: "Samples/ExternalDisplay/App"),
        .executableTarget(name: "ExternalDisplay", dependencies: ["ExternalDisplaySample", "UIKit", "UIKitCore"], path: "Samples/ExternalDisplay/Main"),
        // The settings form built only from controls; the form is a library so tests can drive it.
        .target(name: "SettingsSample", dependencies: ["UIKit", "UIKitCore"], path: "Samples/Settings/App"),
        .executableTarget(name: "Settings", dependencies: ["SettingsSample", "UIKit", "UIKitCore"], path: "Samples/Settings/Main"),
        // The raw baselines talk to Xlib directly; benchmarks are the one place outside the
        // platform module allowed to, because measuring the framework needs its floor.
        .executableTarget(
            name: "CasementBenchmarks",
            dependencies: ["CoreGraphics", "QuartzCore", "UIKitCore", "Platform", "PlatformX11", "CX11", "CXext", "CXTest", "CCairo", "CPango"],
            path: "Benchmarks"
        ),
        .testTarget(
            name: "GalleryTests",
            dependencies: [
                "UIKitTesting",
                "GalleryPages", "CoreGraphics", "QuartzCore", "UIKitCore", "CasementDebugging", "Platform", "PlatformHeadless", "PlatformX11",
                "CasementTestSupport",
            ] + testingOverlays,
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
