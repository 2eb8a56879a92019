public import Foundation

extension CGPath {
    /// Returns the pieces of this path that a dash pattern keeps, as separate open subpaths.
    ///
    /// `lengths` alternates painted and skipped lengths; `phase` is how far into the pattern the
    /// first subpath starts. Each subpath restarts the pattern. Curves stay curves: they are cut
    /// at the parameter where the measured arc length reaches a dash boundary. An empty pattern,
    /// a negative length or a pattern of zero total length returns the path unchanged.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity)
        -> CGPath
    {
        let source = transform.isIdentity ? elements : elements.map { $0.applying(transform) }
        let total = lengths.reduce(0, +)
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), total > 0, phase.isFinite else {
            if !lengths.allSatisfy(\.isFinite) || !phase.isFinite {
                Diagnostics.ignoredCall("copy(dashingWithPhase:lengths:)", "the phase or a length is NaN or infinite.")
            }
            return CGPath(elements: source)
        }
        var dasher = Dasher(lengths: lengths, phase: phase)
        for subpath in CGPath(elements: source).subpaths() { dasher.dash(subpath) }
        return CGPath(elements: dasher.elements)
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
        for segment in segments { dash(segment) }
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
        while position < table.length {
            let step = min(remaining, table.length - position)
            if penDown {
                let piece = segment.slice(from: table.parameter(at: position), to: table.parameter(at: position + step))
                if needsMove { elements.append(.move(piece.start)) }
                elements.append(piece.element)
                needsMove = false
            }
            position += step
            remaining -= step
            if remaining <= 1e-12 {
                advance()
                var guardCount = 0
                while lengths[index] == 0 && guardCount < lengths.count {
                    // A zero-length dash paints a zero-length piece, which caps turn into dots.
                    if penDown {
                        let p = segment.point(at: table.parameter(at: position))
                        elements.append(.move(p))
                        elements.append(.line(p))
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
