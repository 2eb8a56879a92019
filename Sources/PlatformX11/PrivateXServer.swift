import Foundation
public import Platform
import Synchronization

/// An X server started for this process: Xvfb for one virtual screen, or Xorg with the dummy
/// video driver for several screens with real modes and hot-plug.
///
/// The server picks a free display number itself (`-displayfd`), listens on no TCP port and does
/// not reset when its last client leaves (`-noreset`). It stops when ``stop()`` is called or the
/// object is released. Disconnect every ``X11Platform`` from it first: a server that goes away
/// under a connected platform ends the program.
///
/// The server never outlives this process, however it ends (SIGKILL and crashes included): it is
/// started by a small shell watchdog that holds the read end of a "lifeline" pipe whose only
/// write end stays in this process. When the process goes, the kernel closes that end, the
/// watchdog reads the end of the pipe, stops the server and exits. Lock files that servers killed
/// that way (or earlier) left behind are removed before the next server starts.
public final class PrivateXServer: @unchecked Sendable {
    // Safety: `pid` and `displayName` are set in init and only read afterwards; `stopped` is
    // written only by `stop()`, which callers use from one thread (the test or the sample).

    /// The display to connect to, such as ":3".
    public let displayName: String
    /// Whether the server is Xorg with the dummy driver (its outputs can be switched with xrandr).
    public let isDummyDriver: Bool
    /// The X server's process.
    private let pid: pid_t
    /// The X server's process id, for tools that look at it (its watchdog is its parent).
    public var processIdentifier: pid_t { pid }
    /// The watchdog that started the server and stops it when this process goes.
    private let watchdog: pid_t
    /// The write end of the watchdog's lifeline; closing it stops the server.
    private let lifeline: Int32
    private let directory: URL
    private var stopped = false

    /// Starts Xvfb with one screen of `width`×`height` pixels at `depth` bits (``X11Platform``
    /// needs 24), reporting `dpi` dots per inch when given (Xvfb's default is 100).
    ///
    /// - Throws: ``PlatformError`` when Xvfb is missing or exits before accepting connections.
    public static func xvfb(width: Int = 1280, height: Int = 800, depth: Int = 24, dpi: Int? = nil) throws(PlatformError) -> PrivateXServer {
        try PrivateXServer(
            executable: "/usr/bin/Xvfb", package: "xvfb",
            arguments: ["-screen", "0", "\(width)x\(height)x\(depth)"] + (dpi.map { ["-dpi", "\($0)"] } ?? []), files: [:])
    }

    /// Starts Xorg with the dummy driver: outputs DUMMY0 (connected, primary) to DUMMY15, about
    /// fifty VESA modes with real refresh rates, and a root window that grows up to 4096×2160.
    ///
    /// Connect a second screen with `xrandr --addmode DUMMY1 1280x720` and `xrandr --output DUMMY1
    /// --mode 1280x720 --right-of DUMMY0`; disconnect it with `--off` (see ``run(_:_:)``).
    public static func xorgDummy() throws(PlatformError) -> PrivateXServer {
        try PrivateXServer(
            executable: "/usr/lib/xorg/Xorg", package: "xserver-xorg-core xserver-xorg-video-dummy",
            arguments: ["-novtswitch", "-sharevts", "-config", "{dir}/xorg.conf", "-logfile", "{dir}/xorg.log"],
            files: ["xorg.conf": dummyConfiguration])
    }

    private init(executable: String, package: String, arguments: [String], files: [String: String]) throws(PlatformError) {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw PlatformError("\(executable) is missing; install it with: apt-get install -y \(package)")
        }
        isDummyDriver = executable.hasSuffix("Xorg")
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("casement-x-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for (name, contents) in files {
                try contents.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
        } catch {
            throw PlatformError("Could not prepare \(directory.path) for the X server: \(error)")
        }
        let path = directory.path
        let arguments = [executable, "-displayfd", "1", "-noreset", "-nolisten", "tcp"]
            + arguments.map { $0.replacingOccurrences(of: "{dir}", with: path) }
        Self.removeStaleLocks()
        (watchdog, pid, lifeline, displayName) = try Self.spawn(arguments)
        Self.running.withLock { running in
            if running.isEmpty, !Self.exitHookInstalled.exchange(true, ordering: .relaxed) {
                // A server nobody stopped (a leaked fixture, a test that called exit) goes with the process.
                atexit { PrivateXServer.running.withLock { for pid in $0 { Foundation.kill(pid, SIGTERM) } } }
            }
            running.insert(pid)
        }
    }

    /// The servers this process started and has not stopped, by process id.
    private static let running = Mutex<Set<pid_t>>([])
    private static let exitHookInstalled = Atomic(false)

    deinit { stop() }

    /// Stops the server and waits for it to exit.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        // The watchdog sees its lifeline end, stops the server, waits for it and exits.
        close(lifeline)
        reap()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Kills the server at once, as if it crashed.
    public func kill() {
        guard !stopped else { return }
        stopped = true
        Foundation.kill(pid, SIGKILL)
        close(lifeline)
        reap()
        // A killed server leaves its lock file and socket behind.
        let number = displayName.dropFirst()
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
        try? FileManager.default.removeItem(at: directory)
    }

    /// Waits for the watchdog (and so the server) to exit, so neither lingers as a zombie.
    private func reap() {
        Self.running.withLock { _ = $0.remove(pid) }
        var status: Int32 = 0
        while waitpid(watchdog, &status, 0) == -1 && errno == EINTR {}
    }

    /// Removes the lock files (and sockets) of X servers of this user that no longer run, such as
    /// those of a server killed with its owner before watchdogs existed, or by SIGKILL.
    private static func removeStaleLocks() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/tmp")) ?? []
        for name in names where name.hasPrefix(".X") && name.hasSuffix("-lock") {
            let path = "/tmp/" + name
            var status = stat()
            guard lstat(path, &status) == 0, status.st_uid == getuid(),
                let text = try? String(contentsOfFile: path, encoding: .utf8),
                let owner = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)),
                Foundation.kill(owner, 0) == -1, errno == ESRCH
            else { continue }
            let number = name.dropFirst(2).dropLast(5)
            unlink(path)
            unlink("/tmp/.X11-unix/X\(number)")
        }
    }

    /// Runs an X client such as `xrandr` (from /usr/bin) against this server and returns its output.
    ///
    /// - Throws: ``PlatformError`` with the tool's output when it fails.
    @discardableResult
    public func run(_ tool: String, _ arguments: [String]) throws(PlatformError) -> String {
        let client = Process()
        client.executableURL = URL(fileURLWithPath: "/usr/bin/\(tool)")
        client.arguments = arguments
        client.environment = ["DISPLAY": displayName, "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        client.standardOutput = output
        client.standardError = output
        do {
            try client.run()
        } catch {
            throw PlatformError("Could not run /usr/bin/\(tool): \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        client.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard client.terminationStatus == 0 else {
            throw PlatformError("\(tool) \(arguments.joined(separator: " ")) failed (\(client.terminationStatus)): \(text)")
        }
        return text
    }

    /// The watchdog: starts the server (its arguments follow the script), reports the server's
    /// process id on fd 3, then waits for its standard input (the lifeline) to end, and stops the
    /// server. A SIGTERM to the watchdog stops the server too.
    private static let watchdogScript = """
        "$@" </dev/null 3>&- &
        server=$!
        echo "$server" >&3
        exec 3>&-
        trap 'kill -TERM "$server" 2>/dev/null; wait "$server"; exit 0' TERM INT HUP
        while read -r _; do :; done
        kill -TERM "$server" 2>/dev/null
        wait "$server"
        """

    /// Starts the server through the watchdog with default signal handling and an empty signal
    /// mask (threads of this process may block SIGTERM, and a child inherits the mask), then
    /// reads the server's process id and display number.
    private static func spawn(_ arguments: [String]) throws(PlatformError) -> (watchdog: pid_t, server: pid_t, lifeline: Int32, display: String) {
        // display: the server's -displayfd; serverID: the watchdog's report; lifeline: its stdin.
        var display: [Int32] = [0, 0], serverID: [Int32] = [0, 0], lifeline: [Int32] = [0, 0]
        guard pipe(&display) == 0, pipe(&serverID) == 0, pipe(&lifeline) == 0 else {
            throw PlatformError("pipe() failed: \(String(cString: strerror(errno)))")
        }
        // No other child may inherit these, the lifeline's write end least of all: it would keep
        // the server alive after this process.
        for end in display + serverID + lifeline { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // dup2 clears close-on-exec on the copies, which are all the watchdog keeps.
        posix_spawn_file_actions_adddup2(&actions, lifeline[0], 0)
        posix_spawn_file_actions_adddup2(&actions, display[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, serverID[1], 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE, SIGUSR1] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var watchdog: pid_t = 0
        let command = ["/bin/sh", "-c", watchdogScript, "casement-x-watchdog"] + arguments
        let cArguments = command.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        let result = posix_spawn(&watchdog, command[0], &actions, &attributes, cArguments, environ)
        for end in [lifeline[0], display[1], serverID[1]] { close(end) }
        defer { close(display[0]); close(serverID[0]) }
        guard result == 0 else {
            close(lifeline[1])
            throw PlatformError("Could not start \(arguments[0]): \(String(cString: strerror(result)))")
        }
        func line(_ fd: Int32) -> String? {
            var text = ""
            var byte: UInt8 = 0
            while !text.hasSuffix("\n") {
                let count = read(fd, &byte, 1)
                if count == 1 { text.append(Character(UnicodeScalar(byte))); continue }
                if count == -1 && errno == EINTR { continue }
                return nil
            }
            return text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        // The server writes its display number and a newline once it accepts connections.
        guard let server = line(serverID[0]).flatMap({ pid_t($0) }), let number = line(display[0]) else {
            close(lifeline[1])
            var status: Int32 = 0
            waitpid(watchdog, &status, 0)
            throw PlatformError("\(arguments[0]) exited before accepting connections (status \(status)).")
        }
        return (watchdog, server, lifeline[1], ":" + number)
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
