import Foundation

/// A private X server started for one test and stopped when released.
///
/// Both kinds pick a free display number themselves (`-displayfd`), listen on no TCP port and
/// do not reset when their last client leaves (`-noreset`), so monitors added with xrandr stay.
public final class XServer: @unchecked Sendable {
    // Safety: every stored property is set in init and only read afterwards.

    /// The display name to connect to, such as ":3".
    public let displayName: String
    private let process: Process
    private let directory: URL

    /// Starts Xvfb with one screen of the given size at 24 bits.
    public static func xvfb(width: Int = 1280, height: Int = 800) throws -> XServer {
        try XServer(
            executable: "/usr/bin/Xvfb", package: "xvfb",
            arguments: ["-screen", "0", "\(width)x\(height)x24"], files: [:])
    }

    /// Starts Xorg with the dummy video driver: 16 outputs (DUMMY0 connected), real modes and refresh rates.
    public static func xorgDummy() throws -> XServer {
        try XServer(
            executable: "/usr/lib/xorg/Xorg", package: "xserver-xorg-core xserver-xorg-video-dummy",
            arguments: ["-novtswitch", "-sharevts", "-config", "xorg.conf", "-logfile", "xorg.log"],
            files: ["xorg.conf": dummyConfiguration])
    }

    private init(executable: String, package: String, arguments: [String], files: [String: String]) throws {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw XServerError("\(executable) is missing; install it with: apt-get install -y \(package)")
        }
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("casement-x-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, contents) in files {
            try contents.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let output = Pipe()
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-displayfd", "1", "-noreset", "-nolisten", "tcp"] + arguments
        process.currentDirectoryURL = directory
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        // The server writes its display number and a newline once it accepts connections.
        var number = Data()
        while !number.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty {
                throw XServerError("\(executable) exited before reporting a display number (status \(process.isRunning ? -1 : process.terminationStatus)).")
            }
            number.append(chunk)
        }
        let digits = String(decoding: number, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        displayName = ":" + digits
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Kills the server and removes its lock file and socket.
    ///
    /// SIGTERM is not used: Foundation starts the server from a dispatch thread whose signal mask
    /// blocks it, and the child inherits that mask, so the server would never see it.
    private func stop() {
        kill()
        let number = displayName.dropFirst()
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    }

    /// Stops the server at once, as if it crashed.
    public func kill() {
        guard process.isRunning else { return }
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Runs a command-line X client (such as xrandr) against this server and returns its output.
    @discardableResult
    public func run(_ tool: String, _ arguments: [String]) throws -> String {
        let client = Process()
        client.executableURL = URL(fileURLWithPath: "/usr/bin/\(tool)")
        client.arguments = arguments
        client.environment = ["DISPLAY": displayName, "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        client.standardOutput = output
        client.standardError = output
        try client.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        client.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard client.terminationStatus == 0 else {
            throw XServerError("\(tool) \(arguments.joined(separator: " ")) failed (\(client.terminationStatus)): \(text)")
        }
        return text
    }

    private static let dummyConfiguration = """
        Section "ServerFlags"
          Option "DontVTSwitch" "true"
          Option "AutoAddDevices" "false"
        EndSection
        Section "Device"
          Identifier "dummy"
          Driver "dummy"
          VideoRam 256000
        EndSection
        Section "Monitor"
          Identifier "mon"
          HorizSync 5.0 - 1000.0
          VertRefresh 5.0 - 200.0
        EndSection
        Section "Screen"
          Identifier "scr"
          Device "dummy"
          Monitor "mon"
          DefaultDepth 24
          SubSection "Display"
            Depth 24
            Virtual 4096 2160
          EndSubSection
        EndSection
        """
}

/// A private X server could not be started.
public struct XServerError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
