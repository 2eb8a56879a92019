public import Foundation
import CoreGraphics

/// The names of the functions that turn numbers into transforms.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name of the value.
    public let rawValue: String
    /// The value with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// One angle in radians, about x.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// One angle in radians, about y.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// One angle in radians, about z.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// Three factors, x, y and z.
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// One factor along x.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// One factor along y.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// One factor along z.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// Three distances, x, y and z.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// One distance along x.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// One distance along y.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// One distance along z.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

/// Turns the numbers a property animation interpolates into the transform it sets, so that a
/// rotation of 2π animates a whole turn instead of interpolating two equal matrices.
public final class CAValueFunction: NSObject, @unchecked Sendable {
    /// Which function this is.
    public let name: CAValueFunctionName

    /// The function called `name`, or `nil` for a name Core Animation does not define.
    public init?(name: CAValueFunctionName) {
        let known: Set<CAValueFunctionName> = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ, .translate, .translateX, .translateY, .translateZ]
        guard known.contains(name) else { return nil }
        self.name = name
    }

    /// The transform for `numbers` (one number, or three for the vector functions).
    func transform(_ numbers: [Double]) -> CATransform3D {
        let v = numbers.map { CGFloat($0) }
        let first = v.first ?? 0
        func component(_ i: Int, _ fallback: CGFloat) -> CGFloat { i < v.count ? v[i] : fallback }
        switch name {
        case .rotateX: return CATransform3DMakeRotation(first, 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(first, 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(first, 0, 0, 1)
        case .scale: return CATransform3DMakeScale(component(0, 1), component(1, 1), component(2, 1))
        case .scaleX: return CATransform3DMakeScale(first, 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, first, 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, first)
        case .translate: return CATransform3DMakeTranslation(component(0, 0), component(1, 0), component(2, 0))
        case .translateX: return CATransform3DMakeTranslation(first, 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, first, 0)
        default: return CATransform3DMakeTranslation(0, 0, first)
        }
    }
}
