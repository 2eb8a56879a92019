public import Foundation

extension CGPath {
    /// Returns the pieces of this path that a dash pattern keeps, as separate open subpaths.
    ///
    /// `lengths` alternates painted and skipped lengths; `phase` is how far into the pattern the
    /// first subpath starts. Each subpath restarts the pattern. Curves stay curves: they are cut
    /// at the parameter where the measured arc length reaches a dash boundary. An empty pattern,
    /// a negative length or a pattern of zero total length returns the path unchanged.
    ///
    /// At most ``maximumDashCount`` dashes are kept; a pattern that would cut more out of the path
    /// (a line 1e12 long dashed every point) stops there and says so on standard error.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity)
        -> CGPath
    {
        CGPath(elements: dashedElements(phase: phase, lengths: lengths, transform: transform, visible: nil))
    }

    /// The most dashes one dashing produces, and so the most memory and time it can take.
    public static let maximumDashCount = 100_000

    /// The elements of ``copy(dashingWithPhase:lengths:transform:)``; with `visible`, dashes of
    /// straight segments wholly outside that rectangle are skipped without being made (the
    /// pattern still advances over them), so only what can be seen counts towards the limit.
    package func dashedElements(phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform, visible: CGRect?) -> [PathElement] {
        let source = transform.isIdentity ? elements : elements.map { $0.applying(transform) }
        let total = lengths.reduce(0, +)
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), total > 0, phase.isFinite else {
            if !lengths.allSatisfy(\.isFinite) || !phase.isFinite {
                Diagnostics.ignoredCall("copy(dashingWithPhase:lengths:)", "the phase or a length is NaN or infinite.")
            }
            return source
        }
        var dasher = Dasher(lengths: lengths, phase: phase)
        dasher.visible = visible
        for subpath in CGPath(elements: source).subpaths() where !dasher.isFull { dasher.dash(subpath) }
        if dasher.isFull {
            Diagnostics.report(
                "Casement CoreGraphics: dashing stopped after \(CGPath.maximumDashCount) dashes; the rest of the path is left out.")
        }
        return dasher.elements
    }

    /// The part of the path between fractions `start` and `end` of its total length, measured
    /// across all subpaths in order (Core Animation's strokeStart and strokeEnd).
    package func trimmed(from start: CGFloat, to end: CGFloat) -> CGPath {
        let from = min(max(start, 0), 1)
        let to = min(max(end, 0), 1)
        if from <= 0 && to >= 1 { return CGPath(elements: elements) }
        let length = self.length
        guard to > from, length > 0 else { return CGPath(elements: []) }
        // A gap of `from · length`, then one dash to `to · length`, never repeating.
        let gap = from * length
        let dash = (to - from) * length
        let rest = 2 * length + 1
        var dasher = Dasher(lengths: [dash, rest], phase: dash + rest - gap, restartsPerSubpath: false)
        for subpath in subpaths() { dasher.dash(subpath) }
        return CGPath(elements: dasher.elements)
    }

    /// The total length of every subpath, closing lines included.
    package var length: CGFloat {
        subpaths().reduce(0) { total, subpath in
            var segments = subpath.segments
            if subpath.isClosed, let last = segments.last?.end, last != subpath.start { segments.append(.line(last, subpath.start)) }
            return total + segments.reduce(0) { $0 + ArcLengthTable($1).length }
        }
    }
}

private struct Dasher {
    let lengths: [CGFloat]
    let phase: CGFloat
    /// Whether each subpath starts the pattern again (dashing) or continues it (trimming).
    let restartsPerSubpath: Bool
    private var started = false
    var elements: [PathElement] = []

    /// Where dashes can be seen; straight parts outside advance the pattern without making dashes.
    var visible: CGRect?
    private var dashCount = 0
    /// Whether ``CGPath/maximumDashCount`` dashes have been made; nothing more is added.
    var isFull: Bool { dashCount >= CGPath.maximumDashCount }

    // Pattern state for the current subpath.
    private var index = 0
    private var remaining: CGFloat = 0
    private var penDown = true
    private var needsMove = true

    init(lengths: [CGFloat], phase: CGFloat, restartsPerSubpath: Bool = true) {
        self.lengths = lengths
        self.phase = phase
        self.restartsPerSubpath = restartsPerSubpath
    }

    mutating func dash(_ subpath: Subpath) {
        if restartsPerSubpath || !started { resetPattern() }
        started = true
        needsMove = true
        var segments = subpath.segments
        if subpath.isClosed, let last = segments.last?.end ?? Optional(subpath.start), last != subpath.start {
            segments.append(.line(last, subpath.start))
        }
        for segment in segments where !isFull {
            guard let visible, case .line(let a, let b) = segment else {
                dash(segment)
                continue
            }
            // The part of the line inside the visible area, as parameters along it.
            let length = (b - a).length
            guard let (t0, t1) = Self.clip(from: a, to: b, to: visible), length.isFinite else {
                skip(length)
                continue
            }
            skip(length * t0)
            dash(.line(a + (b - a) * t0, a + (b - a) * t1))
            skip(length * (1 - t1))
        }
    }

    /// The parameter interval of the line from `a` to `b` inside `rect` (Liang–Barsky), or `nil` when none of it is.
    private static func clip(from a: CGPoint, to b: CGPoint, to rect: CGRect) -> (CGFloat, CGFloat)? {
        var t0: CGFloat = 0, t1: CGFloat = 1
        let d = b - a
        for (p, q) in [(-d.x, a.x - rect.minX), (d.x, rect.maxX - a.x), (-d.y, a.y - rect.minY), (d.y, rect.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let r = q / p
            if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
            if t0 > t1 { return nil }
        }
        return t0.isFinite && t1.isFinite ? (t0, t1) : nil
    }

    /// Moves along the pattern by `length` without making dashes, in whole pattern cycles at once.
    private mutating func skip(_ length: CGFloat) {
        guard length > 0 else { return }
        needsMove = true
        var left = length
        if left >= remaining {
            left -= remaining
            advance()
            remaining = lengths[index]
            // One cycle returns to the same dash with the pen in the same state: an odd count of
            // lengths takes two passes for that.
            let total = lengths.reduce(0, +)
            let cycle = lengths.count % 2 == 0 ? total : 2 * total
            left = left.truncatingRemainder(dividingBy: cycle)
            while left >= remaining {
                left -= remaining
                advance()
                remaining = lengths[index]
            }
        }
        remaining -= left
    }

    private mutating func resetPattern() {
        let total = lengths.reduce(0, +)
        var offset = phase.truncatingRemainder(dividingBy: total)
        if offset < 0 { offset += total }
        index = 0
        penDown = true
        // Terminates because offset < total, so some length in the cycle exceeds what is left.
        while offset >= lengths[index] {
            offset -= lengths[index]
            advance()
        }
        remaining = lengths[index] - offset
        needsMove = true
    }

    private mutating func advance() {
        index = (index + 1) % lengths.count
        penDown.toggle()
    }

    private mutating func dash(_ segment: PathSegment) {
        let table = ArcLengthTable(segment)
        var position: CGFloat = 0
        // Once full nothing more is added, so walking on (gap after gap) would only cost time.
        while position < table.length, !isFull {
            let step = min(remaining, table.length - position)
            if penDown {
                let piece = segment.slice(from: table.parameter(at: position), to: table.parameter(at: position + step))
                if needsMove {
                    guard !isFull else { return }
                    elements.append(.move(piece.start))
                    dashCount += 1
                }
                elements.append(piece.element)
                needsMove = false
            }
            // Far along a long segment a tiny dash no longer moves the position; the rest of the
            // segment is then beyond what the pattern can resolve.
            guard position + step > position else { return }
            position += step
            remaining -= step
            if remaining <= 1e-12 {
                advance()
                var guardCount = 0
                while lengths[index] == 0 && guardCount < lengths.count {
                    // A zero-length dash paints a zero-length piece, which caps turn into dots.
                    if penDown, !isFull {
                        let p = segment.point(at: table.parameter(at: position))
                        elements.append(.move(p))
                        elements.append(.line(p))
                        dashCount += 1
                    }
                    advance()
                    guardCount += 1
                }
                remaining = lengths[index]
                needsMove = true
            }
        }
    }
}

/// Maps arc length along a segment to its curve parameter, by a fine flattening.
private struct ArcLengthTable {
    private var parameters: [CGFloat] = [0]
    private var distances: [CGFloat] = [0]

    init(_ segment: PathSegment) {
        let count = max(segment.subdivisionCount(tolerance: 0.001), 1) * (segment.isLine ? 1 : 4)
        var previous = segment.start
        for i in 1...count {
            let t = CGFloat(i) / CGFloat(count)
            let p = segment.point(at: t)
            parameters.append(t)
            distances.append(distances.last! + (p - previous).length)
            previous = p
        }
    }

    var length: CGFloat { distances.last! }

    func parameter(at distance: CGFloat) -> CGFloat {
        guard length > 0 else { return 0 }
        if distance >= length { return 1 }
        var low = 0
        var high = distances.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if distances[mid] <= distance { low = mid } else { high = mid }
        }
        let span = distances[high] - distances[low]
        let fraction = span > 0 ? (distance - distances[low]) / span : 0
        return parameters[low] + fraction * (parameters[high] - parameters[low])
    }
}

extension PathSegment {
    fileprivate var isLine: Bool {
        if case .line = self { return true }
        return false
    }
}
