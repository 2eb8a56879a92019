import ArgumentParser
import Foundation

/// `casement-inspect`: looks into a running Casement app through its inspector socket
/// (`CASEMENT_INSPECT=1`, or `UIApplication.shared.startInspector()` in the app).
@main
struct CasementInspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "casement-inspect",
        abstract: "Inspect a running Casement app: its hierarchy, the view at a point, screenshots, live changes.",
        subcommands: [List.self, Tree.self, Pick.self, Screenshot.self, Highlight.self, Set.self])
}

/// Which app and window a command talks to.
struct Target: ParsableArguments {
    @Option(help: "The app's process id (needed when several apps are inspectable).")
    var pid: Int32?

    @Option(help: "The window, numbered back to front from 0.")
    var window = 0

    /// Sends `method` with `params` to the app and returns the answer's result.
    func call(_ method: String, _ params: [String: Any] = [:]) throws -> [String: Any] {
        let socket = try InspectorClient.socket(for: pid)
        var withWindow = params
        withWindow["window"] = window
        return try InspectorClient.call(method, withWindow, at: socket)
    }
}

extension CasementInspect {
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the inspectable apps: process id and socket.")

        func run() throws {
            let apps = InspectorClient.apps()
            if apps.isEmpty { print("No inspectable Casement app is running (start one with CASEMENT_INSPECT=1).") }
            for (pid, path) in apps { print("\(pid)\t\(path)") }
        }
    }

    struct Tree: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the app's screens, windows and views.")
        @OptionGroup var target: Target
        @Flag(help: "Print the JSON model instead of text.") var json = false
        @Flag(help: "List each view's own layers too.") var layers = false

        func run() throws {
            let result = try target.call("tree", ["layers": layers])
            if json {
                let data = try JSONSerialization.data(withJSONObject: result["snapshot"] ?? [:], options: [.prettyPrinted, .sortedKeys])
                print(String(decoding: data, as: UTF8.self))
            } else {
                print(result["text"] as? String ?? "")
            }
        }
    }

    struct Pick: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Name the view that a touch at a point (window points) would land on.")
        @OptionGroup var target: Target
        @Argument var x: Double
        @Argument var y: Double

        func run() throws {
            let result = try target.call("pick", ["x": x, "y": y])
            guard let path = result["path"] as? String else { return print("No view at (\(x), \(y)).") }
            print("\(path)\t\(result["text"] as? String ?? "")")
        }
    }

    struct Screenshot: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Write a PNG of a window, or of one view with its subviews.")
        @OptionGroup var target: Target
        @Option(help: "The view's path, such as 0.1.2 (the whole window when left out).") var view: String?
        @Option(name: .shortAndLong, help: "The PNG file to write.") var output: String

        func run() throws {
            var params: [String: Any] = [:]
            if let view { params["path"] = view }
            let result = try target.call("screenshot", params)
            guard let encoded = result["png"] as? String, let png = Data(base64Encoded: encoded) else {
                throw ValidationError("The app sent no picture.")
            }
            try png.write(to: URL(fileURLWithPath: output))
            print("\(output): \(result["width"] ?? "?")×\(result["height"] ?? "?") pixels")
        }
    }

    struct Highlight: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Outline a view in the app's window (no path: clear).")
        @OptionGroup var target: Target
        @Argument(help: "The view's path, such as 0.1.") var path: String?

        func run() throws {
            var params: [String: Any] = [:]
            if let path { params["path"] = path }
            _ = try target.call("highlight", params)
        }
    }

    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Change a view's property live: backgroundColor (#RRGGBB[AA]), alpha, isHidden, frame ([x,y,w,h]), accessibilityIdentifier.")
        @OptionGroup var target: Target
        @Argument(help: "The view's path, such as 0.1.") var path: String
        @Argument var property: String
        @Argument(help: "The value: JSON (1, true, [0,0,10,10]) or text.") var value: String

        func run() throws {
            let parsed = (try? JSONSerialization.jsonObject(with: Data(value.utf8), options: [.fragmentsAllowed])) ?? value
            _ = try target.call("set", ["path": path, "property": property, "value": parsed])
        }
    }
}
