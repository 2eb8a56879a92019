import Foundation

// Swift's Foundation on Linux boxes only points, sizes, rectangles, ranges and edge insets in
// NSValue; it traps on any other struct encoding. Transforms and vectors are therefore boxed as
// C arrays of doubles ("[16d]", "[6d]", "[2d]"), which it does support, so they compare and hash
// by value as Apple's do.
extension NSValue {
    /// Boxes `values` as a C array of doubles, whose type encoding is `"[<count>d]"`.
    package convenience init(packing values: [Double]) {
        let encoding = "[\(values.count)d]"
        self.init(bytes: values, objCType: encoding)
    }

    /// The doubles boxed by ``init(packing:)``, or `nil` when the value holds anything other than
    /// exactly `count` of them.
    package func unpackedDoubles(count: Int) -> [Double]? {
        guard !(self is NSNumber), String(cString: objCType) == "[\(count)d]" else { return nil }
        var values = [Double](repeating: 0, count: count)
        values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return values
    }

    /// The type encoding of a boxed point, size or rectangle as Swift's Foundation writes it, for
    /// telling them apart without trapping (reading a rectangle as a size traps there).
    package var geometryKind: BoxedGeometry? {
        guard !(self is NSNumber) else { return nil }
        switch String(cString: objCType) {
        case "{CGPoint=dd}": return .point
        case "{CGSize=dd}": return .size
        case "{CGRect={CGPoint=dd}{CGSize=dd}}": return .rect
        default: return nil
        }
    }
}

/// The geometry Foundation's NSValue boxes natively.
package enum BoxedGeometry {
    case point, size, rect
}
