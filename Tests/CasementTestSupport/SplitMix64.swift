import Foundation

/// A small, fast, seeded generator (SplitMix64), so randomized tests and fuzzers repeat exactly
/// and a failing case can be run again from its seed.
public struct SplitMix64: RandomNumberGenerator {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<n.
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    /// One of `values`.
    public mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
}

/// The settings of a fuzzing run from the environment, and each case's own seed, so any case
/// can be replayed alone: `CASEMENT_FUZZ_SEED`, `CASEMENT_FUZZ_CASES`, and `CASEMENT_FUZZ_FIRST`
/// (the index of the first case to run, 0 by default); `CASEMENT_FUZZ_TRACE=1` prints its steps.
public enum FuzzRun {
    /// The index of the first case to run.
    public static let first = ProcessInfo.processInfo.environment["CASEMENT_FUZZ_FIRST"].flatMap(Int.init) ?? 0

    /// Whether to print each step a case takes (`CASEMENT_FUZZ_TRACE=1`), to find the one that
    /// fails when a case is replayed alone.
    public static let traces = ProcessInfo.processInfo.environment["CASEMENT_FUZZ_TRACE"] == "1"

    /// Prints `step` when tracing.
    public static func trace(_ step: @autoclosure () -> String) {
        if traces { print("fuzz step: \(step())") }
    }

    /// The seed of case `index` of a run seeded with `seed`: independent of the cases before it.
    public static func seed(_ seed: UInt64, case index: Int) -> UInt64 {
        var mixer = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return mixer.next()
    }
}
