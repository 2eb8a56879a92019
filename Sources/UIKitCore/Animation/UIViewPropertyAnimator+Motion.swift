import CoreGraphics
import Foundation
import QuartzCore

/// How an animator shows its motion: for each track, one Core Animation animation that, from
/// now on, shows what the animator's time gives; rebuilt whenever the motion changes (start,
/// pause, scrub, reverse), so that Core Animation renders it and presentations report it.
extension UIViewPropertyAnimator {
    /// The media time of the animated views: that of the session whose window shows them.
    var mediaTime: CFTimeInterval {
        tracks.first?.layer.environment.now ?? CACurrentMediaTime()
    }

    /// The fraction of the duration the animation is at now, before the curve.
    var currentTime: Double {
        switch motion {
        case .paused(let time, _):
            return time
        case .running(let time, let since):
            let elapsed = max(mediaTime - since, 0) / max(duration, 1e-9)
            return min(max(reversed ? time - elapsed : time + elapsed, 0), 1)
        }
    }

    /// The time to resume from: after scrubbing at an even pace, the time at which the curve
    /// shows what the scrubbing showed, so that nothing jumps.
    var resumeTime: Double {
        guard case .paused(let time, let scrubbed) = motion, scrubbed, scrubsLinearly,
              let cubic = timingParameters?.cubicTimingParameters
        else { return currentTime }
        return cubic.timingFunction.time(showing: time)
    }

    /// Replaces the tracks' animations with ones showing the current motion.
    func refreshMotion() {
        removeAnimations()
        let generation = generation
        runningTrackCount = 0
        for (index, track) in tracks.enumerated() {
            guard let animation = animation(for: track) else { continue }
            animation.keyPath = track.key
            if case .running = motion, animation.duration > 0, animation.speed != 0 {
                runningTrackCount += 1
                animation.stopHandler = { [weak self] finished in
                    guard let self, finished, self.generation == generation else { return }
                    self.runningTrackCount -= 1
                    if self.runningTrackCount == 0 { self.reachedEnd() }
                }
            }
            track.layer.add(animation, forKey: trackKey(index))
        }
        guard case .running = motion, runningTrackCount == 0 else { return }
        // Nothing moves (no changes, or all already at the end they run to): the end is now.
        CATransaction.afterCommitting { [weak self] in
            guard let self, self.generation == generation else { return }
            self.reachedEnd()
        }
    }

    /// Removes the tracks' animations; their stops are not the animator's end.
    func removeAnimations() {
        generation += 1
        for (index, track) in tracks.enumerated() { track.layer.removeAnimation(forKey: trackKey(index)) }
    }

    private func trackKey(_ index: Int) -> String {
        "\(tracks[index].key).animator-\(identity)-\(index)"
    }

    /// The animation that shows `track` from now on.
    private func animation(for track: Track) -> CAPropertyAnimation? {
        let span = (1 - track.start) * duration
        guard span > 0 else { return nil }
        let now = track.layer.convertTime(track.layer.environment.now, from: nil)
        switch motion {
        case .paused(let time, let scrubbed):
            let progress = min(max((time - track.start) / (1 - track.start), 0), 1)
            let animation = makeAnimation(span: span, from: track.from, to: track.to, linear: scrubbed && scrubsLinearly)
            if progress >= 1 { animation.fromValue = animation.toValue }
            animation.speed = 0
            animation.timeOffset = progress >= 1 ? 0 : progress * span
            animation.beginTime = now
            return held(animation)
        case .running(let time, let since):
            let start = track.layer.convertTime(since, from: nil)
            let progress = min(max((time - track.start) / (1 - track.start), 0), 1)
            if !reversed {
                let animation = makeAnimation(span: span, from: track.from, to: track.to, linear: false)
                // The track starts moving when the animator's time reaches the track's start.
                animation.beginTime = start + (track.start - time) * duration
                return held(animation)
            }
            guard progress > 0 else {
                // Reversed before it started moving: it shows its start until the end.
                let still = makeAnimation(span: span, from: track.from, to: track.from, linear: true)
                (still.speed, still.beginTime) = (0, now)
                return held(still)
            }
            let animation = makeAnimation(span: span, from: track.to, to: track.from, linear: false, mirrored: true)
            animation.beginTime = start - (1 - progress) * span
            return held(animation)
        }
    }

    /// `animation` kept on its layer, showing its ends outside its active time, until the animator removes it.
    private func held(_ animation: CABasicAnimation) -> CABasicAnimation {
        // A begin time of exactly 0 would mean "when the transaction commits"; this one is a moment.
        if animation.beginTime == 0 { animation.beginTime = -.leastNonzeroMagnitude }
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        return animation
    }

    /// A basic animation over `span` seconds along the animator's curve (even-paced when
    /// `linear`, backwards along the curve when `mirrored`), or its spring.
    private func makeAnimation(span: Double, from: Any?, to: Any?, linear: Bool, mirrored: Bool = false) -> CABasicAnimation {
        let animation: CABasicAnimation
        if !linear, let spring = timingParameters?.springTimingParameters {
            animation = spring.makeAnimation(duration: span)
        } else {
            animation = CABasicAnimation()
            let curve = timingParameters?.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut)
            animation.timingFunction = linear ? CAMediaTimingFunction(name: .linear) : mirrored ? curve.mirrored : curve
        }
        animation.duration = span
        (animation.fromValue, animation.toValue) = (ViewAnimationBlock.animatable(from), ViewAnimationBlock.animatable(to))
        return animation
    }
}

extension UISpringTimingParameters {
    /// A spring animation of these parameters: one given by its ratio settles within `duration`,
    /// one given by its physics keeps them.
    func makeAnimation(duration: TimeInterval) -> CASpringAnimation {
        let spring = CASpringAnimation()
        if let physics {
            (spring.mass, spring.stiffness, spring.damping) = (physics.mass, physics.stiffness, physics.damping)
            spring.allowsOverdamping = true
        } else {
            spring.configureSettling(within: duration, dampingRatio: dampingRatio)
        }
        spring.initialVelocity = initialVelocity.dx
        return spring
    }
}

extension CAMediaTimingFunction {
    /// The same curve run backwards: what it shows at time t, this shows at 1 − t, from the other end.
    var mirrored: CAMediaTimingFunction {
        let p = controlPoints
        return CAMediaTimingFunction(controlPoints: 1 - p.2, 1 - p.3, 1 - p.0, 1 - p.1)
    }

    /// The time at which the curve shows `fraction` of the change (the first, if several).
    func time(showing fraction: Double) -> Double {
        var (low, high) = (0.0, 1.0)
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if evaluate(at: middle) < fraction { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}
