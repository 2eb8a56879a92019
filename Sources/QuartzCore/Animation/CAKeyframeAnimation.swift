public import Foundation
public import CoreGraphics

/// How a keyframe animation times and blends its keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The name of the value.
    public let rawValue: String
    /// The value with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight blends between keyframes, at the key times.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each keyframe's value, unblended, from its key time to the next.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Straight blends at constant speed; key times and timing functions are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth spline through the keyframes, at the key times.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth spline at constant speed; key times and timing functions are ignored.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moving along a keyframe path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The name of the value.
    public let rawValue: String
    /// The value with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The layer turns to point along the path.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer turns to point back along the path.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// A property animation through a list of values, or for a point property along a path.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values, of the property's type.
    open var values: [Any]?
    /// A path a point property follows instead of ``values``: each element is one keyframe segment.
    open var path: CGPath?
    /// When each keyframe is reached, as fractions of the duration from 0 to 1; evenly spaced when `nil` or invalid.
    open var keyTimes: [NSNumber]?
    /// One timing curve for each segment between keyframes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How keyframes are timed and blended.
    open var calculationMode = CAAnimationCalculationMode.linear
    /// Whether a layer moving along ``path`` turns to follow it.
    open var rotationMode: CAAnimationRotationMode?
    /// Kochanek–Bartels tension per keyframe for the cubic modes: positive tightens the curve.
    open var tensionValues: [NSNumber]?
    /// Kochanek–Bartels continuity per keyframe for the cubic modes: non-zero makes corners.
    open var continuityValues: [NSNumber]?
    /// Kochanek–Bartels bias per keyframe for the cubic modes: the curve leans before or after the keyframe.
    open var biasValues: [NSNumber]?

    open override func copy() -> Any {
        let copy = super.copy() as! CAKeyframeAnimation
        (copy.values, copy.path, copy.keyTimes, copy.timingFunctions) = (values, path, keyTimes, timingFunctions)
        (copy.calculationMode, copy.rotationMode) = (calculationMode, rotationMode)
        (copy.tensionValues, copy.continuityValues, copy.biasValues) = (tensionValues, continuityValues, biasValues)
        return copy
    }

    override func value(atFraction fraction: Double, iteration: Double, underneath: AnimatedValue) -> AnimatedValue? {
        if let path, let keyframes = PathKeyframes(path, paced: calculationMode == .paced || calculationMode == .cubicPaced) {
            return .point(keyframes.sample(at: fraction, timing: pathTiming(segmentCount: keyframes.segmentCount)).point)
        }
        guard let values, !values.isEmpty else { return nil }
        let frames = values.map(AnimatedValue.init)
        guard frames.count > 1 else { return frames[0] }
        let times = keyframeTimes(for: frames)
        if calculationMode == .discrete {
            // Each value holds from its key time to the next; the last from its key time on.
            let index = times.lastIndex { $0 <= fraction } ?? 0
            return frames[min(index, frames.count - 1)]
        }
        let segment = min(max((times.lastIndex { $0 <= fraction } ?? 0), 0), frames.count - 2)
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? min(max((fraction - times[segment]) / span, 0), 1) : 1
        if calculationMode == .linear || calculationMode == .cubic, let functions = timingFunctions, segment < functions.count {
            local = functions[segment].evaluate(at: local)
        }
        let value = calculationMode == .cubic || calculationMode == .cubicPaced
            ? hermite(frames, segment: segment, local)
            : AnimatedValue.blend(frames[segment], frames[segment + 1], local)
        return accumulated(value, change: .difference(frames[frames.count - 1], frames[0]), iteration: iteration)
    }

    override func apply(to presentation: CALayer, atParentTime parentTime: Double, inheritedDuration: Double) {
        super.apply(to: presentation, atParentTime: parentTime, inheritedDuration: inheritedDuration)
        // Turning along the path: the tangent's angle, applied before the layer's own transform.
        guard let rotationMode, let path, case .active(let progress, _) = phase(atParentTime: parentTime, inheritedDuration: inheritedDuration),
            let keyframes = PathKeyframes(path, paced: calculationMode == .paced || calculationMode == .cubicPaced)
        else { return }
        let sample = keyframes.sample(at: curved(progress), timing: pathTiming(segmentCount: keyframes.segmentCount))
        let angle = atan2(sample.tangent.y, sample.tangent.x) + (rotationMode == .rotateAutoReverse ? .pi : 0)
        presentation.setPresentationValue(CATransform3DConcat(CATransform3DMakeRotation(angle, 0, 0, 1), presentation.transform), forKeyPath: "transform")
    }

    /// How a path's vertices are spread in time: at the valid ``keyTimes`` (one per vertex, so one
    /// more than the segments), else evenly; jumping from vertex to vertex in discrete mode, and
    /// crossing each segment through its timing function in linear and cubic modes.
    private func pathTiming(segmentCount: Int) -> PathKeyframes.Timing {
        var timing = PathKeyframes.Timing(discrete: calculationMode == .discrete)
        timing.vertexTimes = validKeyTimes(counts: [segmentCount + 1])
        if calculationMode == .linear || calculationMode == .cubic { timing.functions = timingFunctions }
        return timing
    }

    /// ``keyTimes`` as numbers, when there are as many as one of `counts` and they rise from 0 to 1.
    private func validKeyTimes(counts: [Int]) -> [Double]? {
        guard let times = keyTimes?.map(\.doubleValue), counts.contains(times.count),
            zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }), times.allSatisfy({ (0...1).contains($0) })
        else { return nil }
        return times
    }

    /// The key time of each keyframe: by distance in the paced modes, else the valid ``keyTimes``
    /// (one more for discrete), else evenly spaced.
    private func keyframeTimes(for frames: [AnimatedValue]) -> [Double] {
        let count = frames.count
        if calculationMode == .paced || calculationMode == .cubicPaced {
            var lengths = [0.0]
            for index in 1..<count { lengths.append(lengths[index - 1] + frames[index - 1].distance(to: frames[index])) }
            if let total = lengths.last, total > 0 { return lengths.map { $0 / total } }
        } else if let times = validKeyTimes(counts: calculationMode == .discrete ? [count, count + 1] : [count]) {
            return times
        }
        let segments = calculationMode == .discrete ? count : count - 1
        return (0...segments).map { Double($0) / Double(segments) }
    }

    /// The Kochanek–Bartels spline between keyframes `i` and `i + 1` at `u`; with all three
    /// parameters 0 it is the Catmull–Rom spline through the values.
    private func hermite(_ p: [AnimatedValue], segment i: Int, _ u: Double) -> AnimatedValue {
        func parameter(_ list: [NSNumber]?, _ index: Int) -> Double { list.flatMap { index < $0.count ? $0[index].doubleValue : nil } ?? 0 }
        let previous = p[max(i - 1, 0)], next = p[min(i + 2, p.count - 1)]
        let (t0, c0, b0) = (parameter(tensionValues, i), parameter(continuityValues, i), parameter(biasValues, i))
        let (t1, c1, b1) = (parameter(tensionValues, i + 1), parameter(continuityValues, i + 1), parameter(biasValues, i + 1))
        let incoming = AnimatedValue.difference(p[i], previous), span = AnimatedValue.difference(p[i + 1], p[i])
        let outgoing = AnimatedValue.difference(next, p[i + 1])
        let d0 = AnimatedValue.sum(.scaled(incoming, (1 - t0) * (1 + b0) * (1 + c0) / 2), .scaled(span, (1 - t0) * (1 - b0) * (1 - c0) / 2))
        let d1 = AnimatedValue.sum(.scaled(span, (1 - t1) * (1 + b1) * (1 - c1) / 2), .scaled(outgoing, (1 - t1) * (1 - b1) * (1 + c1) / 2))
        let (u2, u3) = (u * u, u * u * u)
        let start = AnimatedValue.scaled(p[i], 2 * u3 - 3 * u2 + 1), end = AnimatedValue.scaled(p[i + 1], -2 * u3 + 3 * u2)
        return .sum(.sum(start, end), .sum(.scaled(d0, u3 - 2 * u2 + u), .scaled(d1, u3 - u2)))
    }
}

/// A path taken apart into the keyframe segments a position follows: one per element, in
/// equal time or at given vertex times, or at constant speed when paced.
struct PathKeyframes {
    /// When the vertices are reached and how the segments between them are crossed.
    struct Timing {
        /// The time of each vertex (segments + 1 of them); evenly spread when `nil`.
        var vertexTimes: [Double]?
        /// Whether the position jumps from vertex to vertex instead of moving along the segments.
        var discrete = false
        /// A timing function per segment, applied to the time spent on it.
        var functions: [CAMediaTimingFunction]?

        init(discrete: Bool) { self.discrete = discrete }
    }

    var segmentCount: Int { segments.count }

    private var segments: [PathSegment] = []
    /// Cumulative arc length at the end of each segment, for pacing.
    private var lengths: [Double] = []
    private let paced: Bool

    init?(_ path: CGPath, paced: Bool) {
        self.paced = paced
        for subpath in path.subpaths() {
            segments += subpath.segments
            if subpath.isClosed, let last = subpath.segments.last, last.end != subpath.start {
                segments.append(.line(last.end, subpath.start))
            }
        }
        guard !segments.isEmpty else { return nil }
        var total = 0.0
        for segment in segments {
            total += Self.length(of: segment, upTo: 1)
            lengths.append(total)
        }
    }

    /// The point and direction at `fraction` (0...1) of the way.
    func sample(at fraction: Double, timing: Timing = Timing(discrete: false)) -> (point: CGPoint, tangent: CGPoint) {
        let f = min(max(fraction, 0), 1)
        var index: Int
        var u: Double
        if paced, let total = lengths.last, total > 0 {
            let distance = f * total
            index = min(lengths.firstIndex { $0 >= distance } ?? segments.count - 1, segments.count - 1)
            let start = index == 0 ? 0 : lengths[index - 1]
            u = Self.parameter(of: segments[index], atLength: distance - start)
        } else {
            let count = segments.count
            // Without key times, discrete vertices share the time equally, as discrete values do.
            let steps = timing.discrete ? count + 1 : count
            let times = timing.vertexTimes ?? (0...steps).map { Double($0) / Double(steps) }
            let vertex = min(times.lastIndex { $0 <= f } ?? 0, count)
            index = min(vertex, count - 1)
            if timing.discrete {
                // Each vertex holds from its time to the next; the last one from its time on.
                u = vertex >= count ? 1 : 0
            } else {
                let span = times[index + 1] - times[index]
                u = span > 0 ? min(max((f - times[index]) / span, 0), 1) : 1
                if let functions = timing.functions, index < functions.count { u = functions[index].evaluate(at: u) }
            }
        }
        let segment = segments[index]
        let h = 1e-4
        let a = segment.point(at: CGFloat(max(u - h, 0))), b = segment.point(at: CGFloat(min(u + h, 1)))
        return (segment.point(at: CGFloat(u)), CGPoint(x: b.x - a.x, y: b.y - a.y))
    }

    private static func length(of segment: PathSegment, upTo u: Double) -> Double {
        let steps = 64
        var total = 0.0
        var previous = segment.point(at: 0)
        for step in 1...steps {
            let point = segment.point(at: CGFloat(u * Double(step) / Double(steps)))
            total += Double(hypot(point.x - previous.x, point.y - previous.y))
            previous = point
        }
        return total
    }

    /// The parameter where the arc length from the segment's start reaches `length` (bisection).
    private static func parameter(of segment: PathSegment, atLength length: Double) -> Double {
        var (low, high) = (0.0, 1.0)
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if Self.length(of: segment, upTo: mid) < length { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}
