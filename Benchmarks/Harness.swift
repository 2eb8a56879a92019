import Foundation

/// Runs a framework scenario and its raw baseline interleaved, and reports medians and their ratio.
///
/// Each round times one framework run then one baseline run, so both see the same machine
/// state; the goal is on the ratio of medians, which is stable where absolute times are not.
struct Comparison {
    let name: String
    let goal: Double
    let framework: Duration
    let baseline: Duration
    /// What the baseline is, for the report.
    var baselineName = "raw"

    var ratio: Double { seconds(framework) / seconds(baseline) }
    var passed: Bool { ratio <= goal }

    func report() -> String {
        // Goals of a few per cent need a third decimal: 0.024 must not print as a passing 0.02.
        let format = goal < 0.1
            ? "%@: framework %.3f ms, %@ %.3f ms, ratio %.3f (goal ≤ %.3f) %@"
            : "%@: framework %.3f ms, %@ %.3f ms, ratio %.2f (goal ≤ %.2f) %@"
        return String(
            format: format, name, seconds(framework) * 1000, baselineName, seconds(baseline) * 1000, ratio, goal, passed ? "PASS" : "FAIL")
    }
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// Times `body` once.
func time(_ body: () -> Void) -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    body()
    return clock.now - start
}

func median(_ values: [Duration]) -> Duration {
    percentile(values, 50)
}

/// The value `p` percent of `values` lie below (the nearest rank).
func percentile(_ values: [Duration], _ p: Int) -> Duration {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, sorted.count * p / 100)]
}

/// Warms both sides up twice, then alternates them for `rounds` rounds.
func compare(
    _ name: String, goal: Double, rounds: Int = 31, baselineName: String = "raw", framework: () -> Void, baseline: () -> Void
) -> Comparison {
    for _ in 0..<2 {
        framework()
        baseline()
    }
    var f: [Duration] = []
    var b: [Duration] = []
    for _ in 0..<rounds {
        f.append(time(framework))
        b.append(time(baseline))
    }
    return Comparison(name: name, goal: goal, framework: median(f), baseline: median(b), baselineName: baselineName)
}

/// The median time of `body` over `rounds` runs, for reference figures without a goal.
func measure(rounds: Int = 31, _ body: () -> Void) -> Duration {
    body()
    return median((0..<rounds).map { _ in time(body) })
}
