import Foundation

/// A colour in CIE L*a*b* (D65 white), the space where distances follow what people see.
struct LabColor: Equatable, Sendable {
    var lightness: Double
    var a: Double
    var b: Double

    init(lightness: Double, a: Double, b: Double) {
        (self.lightness, self.a, self.b) = (lightness, a, b)
    }

    /// The colour of an opaque sRGB pixel with 8-bit channels.
    init(red: UInt8, green: UInt8, blue: UInt8) {
        let (r, g, b) = (Self.linear[Int(red)], Self.linear[Int(green)], Self.linear[Int(blue)])
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        let (fx, fy, fz) = (Self.f(x), Self.f(y), Self.f(z))
        self.init(lightness: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// sRGB's transfer curve undone, per 8-bit value.
    private static let linear: [Double] = (0...255).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    private static func f(_ t: Double) -> Double {
        let epsilon = 216.0 / 24389
        return t > epsilon ? cbrt(t) : (24389.0 / 27 * t + 16) / 116
    }

    /// The CIEDE2000 colour difference to `other`: about 1 is the smallest difference people notice
    /// side by side, 2.3 a just-noticeable one, 100 black against white.
    func difference(to other: LabColor) -> Double {
        let c1 = (a * a + b * b).squareRoot()
        let c2 = (other.a * other.a + other.b * other.b).squareRoot()
        let meanC = (c1 + c2) / 2
        let g = 0.5 * (1 - (pow(meanC, 7) / (pow(meanC, 7) + pow(25, 7))).squareRoot())
        let a1 = (1 + g) * a
        let a2 = (1 + g) * other.a
        let c1p = (a1 * a1 + b * b).squareRoot()
        let c2p = (a2 * a2 + other.b * other.b).squareRoot()
        let h1 = Self.hueDegrees(b, a1)
        let h2 = Self.hueDegrees(other.b, a2)

        let deltaL = other.lightness - lightness
        let deltaC = c2p - c1p
        var deltaHue = 0.0
        if c1p * c2p != 0 {
            deltaHue = h2 - h1
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * (c1p * c2p).squareRoot() * sin(Self.radians(deltaHue / 2))

        let meanL = (lightness + other.lightness) / 2
        let meanCp = (c1p + c2p) / 2
        var meanH = h1 + h2
        if c1p * c2p != 0 {
            if abs(h1 - h2) <= 180 {
                meanH = (h1 + h2) / 2
            } else {
                meanH = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
            }
        }
        let t = 1 - 0.17 * cos(Self.radians(meanH - 30)) + 0.24 * cos(Self.radians(2 * meanH))
            + 0.32 * cos(Self.radians(3 * meanH + 6)) - 0.20 * cos(Self.radians(4 * meanH - 63))
        let deltaTheta = 30 * exp(-pow((meanH - 275) / 25, 2))
        let rc = 2 * (pow(meanCp, 7) / (pow(meanCp, 7) + pow(25, 7))).squareRoot()
        let sl = 1 + 0.015 * pow(meanL - 50, 2) / (20 + pow(meanL - 50, 2)).squareRoot()
        let sc = 1 + 0.045 * meanCp
        let sh = 1 + 0.015 * meanCp * t
        let rt = -sin(Self.radians(2 * deltaTheta)) * rc
        let (l, c, h) = (deltaL / sl, deltaC / sc, deltaH / sh)
        return max(0, l * l + c * c + h * h + rt * c * h).squareRoot()
    }

    private static func hueDegrees(_ b: Double, _ a: Double) -> Double {
        guard a != 0 || b != 0 else { return 0 }
        let degrees = atan2(b, a) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}

extension LabColor {
    /// How differently two premultiplied RGBA pixels look: the larger CIEDE2000 difference of the
    /// two composited over white and over black, so a change of transparency counts too.
    static func difference(_ first: ArraySlice<UInt8>, _ second: ArraySlice<UInt8>) -> Double {
        let (i, j) = (first.startIndex, second.startIndex)
        func over(_ pixel: ArraySlice<UInt8>, _ k: Int, white: Bool) -> LabColor {
            let fill = white ? 255 - Int(pixel[k + 3]) : 0
            return LabColor(
                red: UInt8(min(255, Int(pixel[k]) + fill)), green: UInt8(min(255, Int(pixel[k + 1]) + fill)),
                blue: UInt8(min(255, Int(pixel[k + 2]) + fill)))
        }
        let onWhite = over(first, i, white: true).difference(to: over(second, j, white: true))
        let onBlack = over(first, i, white: false).difference(to: over(second, j, white: false))
        return max(onWhite, onBlack)
    }
}
