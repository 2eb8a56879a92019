import Foundation
import Testing
import UIKit

@Suite("Geometry in Foundation: NSValue, strings and NSCoder")
struct UIGeometryFoundationTests {
    @Test("NSValue boxes and unboxes points, sizes, rectangles, vectors, transforms and insets")
    func boxesRoundTrip() {
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSValue(cgVector: CGVector(dx: 5, dy: 6)).cgVectorValue == CGVector(dx: 5, dy: 6))
        let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: transform).cgAffineTransformValue == transform)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
    }

    @Test("boxes of equal values are equal; reading the wrong kind gives zero rather than trapping")
    func boxesCompareAndMismatch() {
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)) == NSValue(cgPoint: CGPoint(x: 1, y: 2)))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgSizeValue == .zero)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgAffineTransformValue == .identity)
    }

    @Test("geometry strings have UIKit's forms")
    func stringForms() {
        #expect(NSStringFromCGPoint(CGPoint(x: 1, y: 2.5)) == "{1, 2.5}")
        #expect(NSStringFromCGSize(CGSize(width: 3, height: 4)) == "{3, 4}")
        #expect(NSStringFromCGRect(CGRect(x: 1, y: 2, width: 3, height: 4)) == "{{1, 2}, {3, 4}}")
        #expect(NSStringFromCGVector(CGVector(dx: -1, dy: 0)) == "{-1, 0}")
        #expect(NSStringFromCGAffineTransform(.identity) == "[1, 0, 0, 1, 0, 0]")
        #expect(NSStringFromUIEdgeInsets(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
    }

    @Test("strings parse back to the same values; what is missing is zero")
    func stringsParse() {
        let rect = CGRect(x: 0.1, y: -2, width: 1e6, height: 4.25)
        #expect(CGRectFromString(NSStringFromCGRect(rect)) == rect)
        #expect(CGPointFromString("{7}") == CGPoint(x: 7, y: 0))
        #expect(CGSizeFromString("nonsense") == .zero)
        let transform = CGAffineTransform(rotationAngle: 0.3)
        #expect(CGAffineTransformFromString(NSStringFromCGAffineTransform(transform)) == transform)
        #expect(UIEdgeInsetsFromString("{1, 2, 3, 4}") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(CGVectorFromString("{3, 4}") == CGVector(dx: 3, dy: 4))
    }

    @Test("the string forms have the names Swift gives them on Apple's platforms, on NSCoder")
    func coderNamedStringForms() {
        #expect(NSCoder.string(for: CGPoint(x: 1, y: 2.5)) == "{1, 2.5}")
        #expect(NSCoder.string(for: CGSize(width: 3, height: 4)) == "{3, 4}")
        #expect(NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4)) == "{{1, 2}, {3, 4}}")
        #expect(NSCoder.string(for: CGVector(dx: -1, dy: 0)) == "{-1, 0}")
        #expect(NSCoder.string(for: CGAffineTransform.identity) == "[1, 0, 0, 1, 0, 0]")
        #expect(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
        #expect(NSCoder.cgPoint(for: "{-3, 4}") == CGPoint(x: -3, y: 4))
        #expect(NSCoder.cgSize(for: "{3, 4}") == CGSize(width: 3, height: 4))
        #expect(NSCoder.cgRect(for: "{{1, 2}, {3, 4}}") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSCoder.cgVector(for: "{3, 4}") == CGVector(dx: 3, dy: 4))
        #expect(NSCoder.cgAffineTransform(for: "[2, 0, 0, 2, 5, 6]") == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 6))
        #expect(NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4}") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test("a keyed archive keeps points, sizes, rectangles, transforms and insets")
    func keyedArchiving() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        archiver.encode(CGPoint(x: 1, y: 2), forKey: "point")
        archiver.encode(CGSize(width: 3, height: 4), forKey: "size")
        archiver.encode(CGRect(x: 5, y: 6, width: 7, height: 8), forKey: "rect")
        archiver.encode(CGAffineTransform(scaleX: 2, y: 3), forKey: "transform")
        archiver.encode(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), forKey: "insets")
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        #expect(unarchiver.decodeCGPoint(forKey: "point") == CGPoint(x: 1, y: 2))
        #expect(unarchiver.decodeCGSize(forKey: "size") == CGSize(width: 3, height: 4))
        #expect(unarchiver.decodeCGRect(forKey: "rect") == CGRect(x: 5, y: 6, width: 7, height: 8))
        #expect(unarchiver.decodeCGAffineTransform(forKey: "transform") == CGAffineTransform(scaleX: 2, y: 3))
        #expect(unarchiver.decodeUIEdgeInsets(forKey: "insets") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(unarchiver.decodeCGPoint(forKey: "missing") == .zero)
        #expect(unarchiver.decodeCGAffineTransform(forKey: "missing") == .identity)
    }
}
