import Foundation
import QuartzCore

extension ViewAnimationBlock {
    /// Notes the values the changes made in a keyframe from `start` to `start + duration` (as
    /// fractions of the block's duration) end on.
    func endKeyframe(start: Double, duration: Double) {
        for index in keyframeChanges.sorted() {
            let change = changes[index]
            changes[index].keyframes.append((start, start + duration, change.layer.value(forKey: change.key)))
        }
        keyframeChanges = []
    }

    /// A keyframe animation through the values the keyframes ended on, each reached at its
    /// keyframe's end and held until the next keyframe changing the property starts. A change
    /// made outside any keyframe runs over the whole duration.
    func makeKeyframeAnimation(for change: Change) -> CAKeyframeAnimation {
        let start = options.contains(.beginFromCurrentState) ? change.shownValue : change.oldValue
        var times: [Double] = [0]
        var values: [Any] = [Self.animatable(start) as Any]
        let keyframes = change.keyframes.isEmpty ? [(0, 1, change.layer.value(forKey: change.key))] : change.keyframes
        for keyframe in keyframes.sorted(by: { $0.start < $1.start }) {
            let begin = min(max(keyframe.start, times.last ?? 0), 1)
            if begin > times.last ?? 0 {
                times.append(begin)
                values.append(values.last as Any)
            }
            times.append(min(max(keyframe.end, begin), 1))
            values.append(Self.animatable(keyframe.value) as Any)
        }
        if (times.last ?? 1) < 1 {
            times.append(1)
            values.append(values.last as Any)
        }
        let animation = CAKeyframeAnimation(keyPath: change.key)
        animation.values = values
        animation.keyTimes = times.map { NSNumber(value: $0) }
        animation.calculationMode = keyframeMode ?? .linear
        animation.duration = duration
        if case .curve(let curve) = timing { animation.timingFunction = CAMediaTimingFunction(name: curve.timingFunctionName) }
        return animation
    }
}
