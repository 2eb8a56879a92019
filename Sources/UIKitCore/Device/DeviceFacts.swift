import Foundation

/// What the machine says about itself, read from the files Linux keeps it in under a root
/// folder (`/` for the machine; a prepared folder in tests).
package struct DeviceFacts: Sendable {
    /// The folder the system's files are read under.
    package let root: String

    /// Facts read under `root`.
    package init(root: String = "/") {
        self.root = root.hasSuffix("/") ? root : root + "/"
    }

    private func read(_ path: String) -> String? {
        guard let text = try? String(contentsOfFile: root + path, encoding: .utf8) else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The value of `key` in os-release (`/etc/os-release`, else `/usr/lib/os-release`), quotes removed.
    func osRelease(_ key: String) -> String? {
        guard let text = read("etc/os-release") ?? read("usr/lib/os-release") else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(key + "=") {
            var value = line.dropFirst(key.count + 1)
            if let first = value.first, first == "\"" || first == "'", value.count >= 2, value.last == first {
                value = value.dropFirst().dropLast()
            }
            return value.isEmpty ? nil : String(value)
        }
        return nil
    }

    /// The system's name: os-release's `NAME` ("Debian GNU/Linux"), else "Linux".
    var systemName: String { osRelease("NAME") ?? "Linux" }

    /// The system's version: os-release's `VERSION_ID` ("12"), else the kernel's release.
    var systemVersion: String { osRelease("VERSION_ID") ?? read("proc/sys/kernel/osrelease") ?? "0" }

    /// The machine's host name.
    var hostName: String { read("proc/sys/kernel/hostname") ?? read("etc/hostname") ?? "localhost" }

    /// "Laptop", "Desktop" or "Computer", from the kind of case the firmware reports (SMBIOS
    /// chassis types).
    var model: String {
        guard let kind = read("sys/class/dmi/id/chassis_type").flatMap({ Int($0) }) else { return "Computer" }
        switch kind {
        case 8, 9, 10, 14, 31, 32: return "Laptop"
        case 3, 4, 5, 6, 7, 13, 15, 16, 35, 36: return "Desktop"
        default: return "Computer"
        }
    }

    /// The machine's 128-bit identity (`/etc/machine-id`), or `nil` when there is none.
    var machineID: [UInt8]? {
        guard let text = read("etc/machine-id"), text.count == 32 else { return nil }
        var bytes: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(index, offsetBy: 2)
            guard let byte = UInt8(text[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        return bytes
    }

    /// The batteries' combined state and charge (0 to 1), or `nil` when the machine has no
    /// battery (a desktop, a virtual machine).
    var battery: (state: UIDevice.BatteryState, level: Float)? {
        let folder = "sys/class/power_supply"
        guard let supplies = try? FileManager.default.contentsOfDirectory(atPath: root + folder) else { return nil }
        var levels: [Float] = []
        var states: [UIDevice.BatteryState] = []
        for supply in supplies.sorted() where read("\(folder)/\(supply)/type") == "Battery" {
            if read("\(folder)/\(supply)/present") == "0" { continue }
            if let capacity = read("\(folder)/\(supply)/capacity").flatMap({ Float($0) }) {
                levels.append(min(max(capacity / 100, 0), 1))
            } else if let now = read("\(folder)/\(supply)/energy_now").flatMap({ Float($0) }),
                let full = read("\(folder)/\(supply)/energy_full").flatMap({ Float($0) }), full > 0
            {
                levels.append(min(max(now / full, 0), 1))
            }
            switch read("\(folder)/\(supply)/status") {
            case "Charging": states.append(.charging)
            case "Discharging": states.append(.unplugged)
            // Plugged in and no longer charging: held at its limit.
            case "Full", "Not charging": states.append(.full)
            default: states.append(.unknown)
            }
        }
        guard !states.isEmpty else { return nil }
        let state: UIDevice.BatteryState =
            states.contains(.unplugged) ? .unplugged : states.contains(.charging) ? .charging : states.allSatisfy { $0 == .full } ? .full : .unknown
        let level = levels.isEmpty ? -1 : levels.reduce(0, +) / Float(levels.count)
        return (state, level)
    }
}
