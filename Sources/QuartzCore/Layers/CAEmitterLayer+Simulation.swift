import CoreGraphics
import Foundation

// The particle simulation in closed form: each particle's birth, randomized attributes and motion
// follow from the seed, its cell and its index, so any instant can be computed on its own.

/// A point or direction in the emitter's space: x right, y down, z towards the viewer.
struct Vector3: Equatable {
    var x: CGFloat, y: CGFloat, z: CGFloat

    static let zero = Vector3(x: 0, y: 0, z: 0)

    static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z) }
    static func * (a: Vector3, s: CGFloat) -> Vector3 { Vector3(x: a.x * s, y: a.y * s, z: a.z * s) }

    var length: CGFloat { (x * x + y * y + z * z).squareRoot() }

    func cross(_ b: Vector3) -> Vector3 {
        Vector3(x: y * b.z - z * b.y, y: z * b.x - x * b.z, z: x * b.y - y * b.x)
    }

    /// The unit vector in the same direction, or `nil` for a vector too short to have one.
    var normalized: Vector3? {
        let length = length
        return length > 1e-9 ? self * (1 / length) : nil
    }
}

/// The axes emission angles are measured in: the layer's own for top-level cells, a parent
/// particle's current heading for sub-cells.
struct EmissionFrame {
    /// Where longitude 0 and latitude 0 point.
    var forward: Vector3
    /// Where longitude π/2 points.
    var side: Vector3
    /// Where latitude π/2 points.
    var up: Vector3

    static let layer = EmissionFrame(forward: Vector3(x: 1, y: 0, z: 0), side: Vector3(x: 0, y: 1, z: 0), up: Vector3(x: 0, y: 0, z: 1))

    /// The frame whose forward axis is `heading`, keeping "up" as close to the layer's z axis as it can,
    /// so a heading in the layer's plane turns the frame about z only.
    init(heading: Vector3) {
        let z = Vector3(x: 0, y: 0, z: 1)
        let side = z.cross(heading).normalized ?? Vector3(x: 0, y: 1, z: 0)
        self.init(forward: heading, side: side, up: heading.cross(side))
    }

    init(forward: Vector3, side: Vector3, up: Vector3) {
        (self.forward, self.side, self.up) = (forward, side, up)
    }

    /// The direction at `longitude` and `latitude`, spread uniformly over a cone of half-angle
    /// `range` around it (clamped to the whole sphere).
    func direction(longitude: CGFloat, latitude: CGFloat, range: CGFloat, random: inout ParticleRandom) -> Vector3 {
        let axis = forward * (cos(latitude) * cos(longitude)) + side * (cos(latitude) * sin(longitude)) + up * sin(latitude)
        let spread = min(abs(range), .pi)
        // Uniform over the spherical cap: the cosine of the angle from the axis is uniform.
        let cosine = 1 - random.unit() * (1 - cos(spread))
        let turn = random.unit() * 2 * .pi
        guard spread > 0 else { return axis }
        let across = forward * -sin(longitude) + side * cos(longitude)
        let third = axis.cross(across)
        let sine = max(0, 1 - cosine * cosine).squareRoot()
        return axis * cosine + across * (sine * cos(turn)) + third * (sine * sin(turn))
    }
}

/// Where a particle is born and how it moves, so its position at any age is known in closed form.
struct ParticleMotion {
    var origin: Vector3
    /// Points per second.
    var velocity: Vector3
    /// Points per second squared.
    var acceleration: Vector3
    /// The direction the particle was emitted in, its heading while it stands still.
    var emission: Vector3

    func position(at age: CGFloat) -> Vector3 {
        origin + velocity * age + acceleration * (age * age / 2)
    }

    /// Where the particle is going at `age`: the frame its sub-cells emit in.
    func frame(at age: CGFloat) -> EmissionFrame {
        EmissionFrame(heading: (velocity + acceleration * age).normalized ?? emission)
    }
}

/// What a particle looks like, fixed at birth: size, turning and colour change linearly with age.
struct ParticleLooks {
    var scale: CGFloat
    var scaleSpeed: CGFloat
    var spin: CGFloat
    var color: (CGFloat, CGFloat, CGFloat, CGFloat)
    var colorSpeed: (CGFloat, CGFloat, CGFloat, CGFloat)
    /// The parent particle's scale and colour when this one was born, which sub-cells inherit.
    var inheritedScale: CGFloat = 1
    var inheritedColor: (CGFloat, CGFloat, CGFloat, CGFloat) = (1, 1, 1, 1)

    func scale(at age: CGFloat) -> CGFloat {
        max(0, scale + scaleSpeed * age) * inheritedScale
    }

    func color(at age: CGFloat) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        func component(_ value: CGFloat, _ speed: CGFloat, _ inherited: CGFloat) -> CGFloat {
            min(max(value + speed * age, 0), 1) * inherited
        }
        return (component(color.0, colorSpeed.0, inheritedColor.0), component(color.1, colorSpeed.1, inheritedColor.1),
                component(color.2, colorSpeed.2, inheritedColor.2), component(color.3, colorSpeed.3, inheritedColor.3))
    }
}

/// A parent particle as its sub-cells see it: where it is, where it heads and how it looks.
struct ParticleParent {
    var born: Double
    var motion: ParticleMotion
    var looks: ParticleLooks
}

extension CAEmitterLayer {
    /// The particles alive `time` seconds after emission started, in the order ``renderMode`` draws them.
    func particles(at time: CFTimeInterval) -> [Particle] {
        guard time > 0 else { return [] }
        var result: [Particle] = []
        for (cellIndex, cell) in (emitterCells ?? []).enumerated() {
            emit(cell, stream: ParticleRandom.stream(cell: cellIndex), during: 0...time, at: time, parent: nil, into: &result)
        }
        switch renderMode {
        case .oldestFirst: result.sort { $0.age > $1.age }
        case .oldestLast: result.sort { $0.age < $1.age }
        case .backToFront: result.sort { $0.depth < $1.depth }
        default: break
        }
        return result
    }

    /// Adds the particles of `cell` born during `window` (emission time) that are alive at `time`,
    /// and those of its sub-cells. Top-level cells are born on the emitter shape; sub-cells where
    /// their parent particle is at the moment of birth, heading relative to where it goes.
    private func emit(
        _ cell: CAEmitterCell, stream: UInt64, during window: ClosedRange<Double>, at time: Double,
        parent: ParticleParent?, into result: inout [Particle]
    ) {
        guard cell.isEnabled else { return }
        let rate = Double(cell.birthRate * birthRate)
        let longest = Double(max(cell.lifetime + cell.lifetimeRange, 0) * lifetime)
        guard rate > 0, rate.isFinite, longest > 0, longest.isFinite else { return }
        // Only particles born within the longest lifetime (and their sub-particles' reach) can still show.
        let reach = longest + cell.longestDescendantLifetime(scale: Double(lifetime))
        let firstTime = max(window.lowerBound, time - reach)
        let lastTime = min(window.upperBound, time)
        guard firstTime <= lastTime else { return }
        // Index 0 is born at the window's start; index i, i/rate seconds later.
        let earliest = max(0, Int(saturating: ((firstTime - window.lowerBound) * rate).rounded(.up)))
        let last = Int(saturating: ((lastTime - window.lowerBound) * rate).rounded(.down))
        guard earliest <= last else { return }
        // However high the birth rate, at most this many particles of a cell are drawn: the newest.
        let first = max(earliest, last - CAEmitterLayer.maximumParticlesPerCell + 1)
        let projection = preservesDepth ? sublayerSpaceTransform : nil
        let image = (cell.contents as? CGImage).flatMap { LayerRenderer.cropped($0, to: cell.contentsRect) }
        for index in first...last {
            let born = window.lowerBound + Double(index) / rate
            var random = ParticleRandom(seed: seed, stream: stream, particle: index)
            let life = Double(max(CGFloat(cell.lifetime) + CGFloat(cell.lifetimeRange) * random.signed(), 0) * CGFloat(lifetime))
            let parentAge = parent.map { CGFloat(born - $0.born) }
            let origin = parent.map { $0.motion.position(at: parentAge!) } ?? birthPoint(&random)
            let frame = parent.map { $0.motion.frame(at: parentAge!) } ?? .layer
            let heading = frame.direction(
                longitude: cell.emissionLongitude, latitude: cell.emissionLatitude, range: cell.emissionRange, random: &random)
            let speed = (cell.velocity + cell.velocityRange * random.signed()) * CGFloat(velocity)
            let motion = ParticleMotion(
                origin: origin, velocity: heading * speed,
                acceleration: Vector3(x: cell.xAcceleration, y: cell.yAcceleration, z: cell.zAcceleration), emission: heading)
            var looks = cell.looks(&random)
            if let parent, let parentAge {
                looks.inheritedScale = parent.looks.scale(at: parentAge)
                looks.inheritedColor = parent.looks.color(at: parentAge)
            }
            let age = CGFloat(time - born)
            if Double(age) < life, let particle = particle(cell, image: image, at: motion.position(at: age), looks: looks, age: age, projection: projection) {
                result.append(particle)
            }
            // A particle emits its sub-cells from where it is, for as long as it lives.
            for (subIndex, subcell) in (cell.emitterCells ?? []).enumerated() {
                emit(subcell, stream: ParticleRandom.stream(parent: stream, particle: index, cell: subIndex),
                     during: born...(born + life), at: time, parent: ParticleParent(born: born, motion: motion, looks: looks), into: &result)
            }
        }
    }

    /// The particle as drawn: flattened onto the layer's plane, or, when the layer preserves depth,
    /// seen through its sublayer transform as a sublayer would be; `nil` when behind the viewer.
    private func particle(_ cell: CAEmitterCell, image: CGImage?, at point: Vector3, looks: ParticleLooks, age: CGFloat, projection: CATransform3D?) -> Particle? {
        var position = CGPoint(x: point.x, y: point.y)
        var (depth, perspective) = (point.z, CGFloat(1))
        if let m = projection {
            let w = point.x * m.m14 + point.y * m.m24 + point.z * m.m34 + m.m44
            guard w > 1e-6 else { return nil }
            position = CGPoint(x: (point.x * m.m11 + point.y * m.m21 + point.z * m.m31 + m.m41) / w,
                               y: (point.x * m.m12 + point.y * m.m22 + point.z * m.m32 + m.m42) / w)
            depth = (point.x * m.m13 + point.y * m.m23 + point.z * m.m33 + m.m43) / w
            perspective = 1 / w
        }
        return Particle(
            position: position, depth: depth, scale: looks.scale(at: age) * CGFloat(scale) * perspective,
            angle: looks.spin * CGFloat(spin) * age, color: looks.color(at: age), age: age,
            image: image, cell: cell)
    }

    /// A birth point on the emitter shape, in the layer's bounds coordinates.
    private func birthPoint(_ random: inout ParticleRandom) -> Vector3 {
        let (u, v) = (random.signed(), random.signed())
        let (w, h) = (emitterSize.width / 2, emitterSize.height / 2)
        let center = Vector3(x: emitterPosition.x, y: emitterPosition.y, z: emitterZPosition)
        switch emitterShape {
        case .line:
            return center + Vector3(x: u * w, y: 0, z: 0)
        case .cuboid where emitterMode == .volume:
            return center + Vector3(x: u * w, y: v * h, z: random.signed() * emitterDepth / 2)
        case .rectangle, .cuboid:
            if emitterMode == .outline {
                let edge = min(Int((random.unit() * 4).rounded(.down)), 3)
                return center + [Vector3(x: u * w, y: -h, z: 0), Vector3(x: w, y: u * h, z: 0), Vector3(x: u * w, y: h, z: 0), Vector3(x: -w, y: u * h, z: 0)][edge]
            }
            return center + Vector3(x: u * w, y: v * h, z: 0)
        case .circle:
            let angle = random.unit() * 2 * .pi
            let radius = emitterMode == .outline ? w : w * random.unit().squareRoot()
            return center + Vector3(x: radius * cos(angle), y: radius * sin(angle), z: 0)
        case .sphere:
            // A uniform direction (uniform z and turn), at the surface or uniformly inside the ball.
            let angle = random.unit() * 2 * .pi
            let across = max(0, 1 - u * u).squareRoot()
            let radius = emitterMode == .volume ? w * cbrt(random.unit()) : w
            return center + Vector3(x: across * cos(angle), y: across * sin(angle), z: u) * radius
        default:
            return center
        }
    }
}

extension CAEmitterCell {
    /// Draws the particle's randomized size, turning and colour.
    func looks(_ random: inout ParticleRandom) -> ParticleLooks {
        let size = scale + scaleRange * random.signed()
        let turning = spin + spinRange * random.signed()
        let base = color?.srgbComponents ?? (red: 1, green: 1, blue: 1, alpha: 1)
        func component(_ value: Double, _ range: Float) -> CGFloat { CGFloat(value) + CGFloat(range) * random.signed() }
        return ParticleLooks(
            scale: size, scaleSpeed: scaleSpeed, spin: turning,
            color: (component(base.red, redRange), component(base.green, greenRange), component(base.blue, blueRange), component(base.alpha, alphaRange)),
            colorSpeed: (CGFloat(redSpeed), CGFloat(greenSpeed), CGFloat(blueSpeed), CGFloat(alphaSpeed)))
    }

    /// How long the longest-lived particles of the cell's sub-cells (and theirs) can outlive a
    /// particle of this cell, in seconds, with lifetimes multiplied by `scale`.
    func longestDescendantLifetime(scale: Double) -> Double {
        (emitterCells ?? []).map { cell in
            Double(max(cell.lifetime + cell.lifetimeRange, 0)) * scale + cell.longestDescendantLifetime(scale: scale)
        }.max() ?? 0
    }
}

/// Deterministic random numbers for one particle, from its cell's stream and its index.
struct ParticleRandom {
    private var state: UInt64

    /// The stream of a top-level cell; the seed is mixed in per particle.
    static func stream(cell: Int) -> UInt64 {
        UInt64(cell) &* 0xBF58_476D_1CE4_E5B9
    }

    /// The stream of sub-cell `cell` of one particle of the `parent` stream.
    static func stream(parent: UInt64, particle: Int, cell: Int) -> UInt64 {
        var z = parent ^ (UInt64(particle) &+ 1) &* 0x94D0_49BB_1331_11EB ^ (UInt64(cell) &+ 1) &* 0xD6E8_FEB8_6659_FD93
        z = (z ^ (z >> 31)) &* 0xBF58_476D_1CE4_E5B9
        return z ^ (z >> 29)
    }

    init(seed: UInt32, stream: UInt64, particle: Int) {
        state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 ^ stream ^ UInt64(particle) &* 0x94D0_49BB_1331_11EB
    }

    /// A number in 0..<1.
    mutating func unit() -> CGFloat {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return CGFloat((z ^ (z >> 31)) >> 11) / CGFloat(1 << 53)
    }

    /// A number in -1..<1.
    mutating func signed() -> CGFloat { unit() * 2 - 1 }
}
