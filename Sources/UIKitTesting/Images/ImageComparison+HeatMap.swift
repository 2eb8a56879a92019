public import CoreGraphics

extension ImageComparison {
    /// A picture of where and how much `image` differs from `reference`: unchanged pixels in pale
    /// grey from the reference's brightness, pixels changed within the tolerance in blue, and
    /// pixels beyond it from orange to red as their colour difference grows. `nil` when the sizes differ.
    public static func heatMap(of image: CGImage, against reference: CGImage, tolerance: ImageTolerance = .exact) -> CGImage? {
        heatMap(of: RGBAImage(image), against: RGBAImage(reference), tolerance: tolerance)?.cgImage
    }

    /// The heat map of decoded pixels; see ``heatMap(of:against:tolerance:)-(CGImage,_,_)``.
    public static func heatMap(of image: RGBAImage, against reference: RGBAImage, tolerance: ImageTolerance = .exact) -> RGBAImage? {
        guard image.width == reference.width, image.height == reference.height else { return nil }
        let (a, b) = (image.bytes, reference.bytes)
        var out = [UInt8](repeating: 255, count: a.count)
        var strongest = 0.0
        var differences = [Double](repeating: 0, count: image.width * image.height)
        for pixel in 0..<differences.count {
            let i = pixel * 4
            guard a[i..<i + 4] != b[i..<i + 4] else { continue }
            differences[pixel] = max(LabColor.difference(a[i..<i + 4], b[i..<i + 4]), 1e-9)
            strongest = max(strongest, differences[pixel])
        }
        for pixel in 0..<differences.count {
            let i = pixel * 4
            let difference = differences[pixel]
            if difference == 0 {
                let luminance = (Int(b[i]) * 3 + Int(b[i + 1]) * 6 + Int(b[i + 2])) / 10 + (255 - Int(b[i + 3]))
                let pale = UInt8(200 + min(255, luminance) * 55 / 255)
                (out[i], out[i + 1], out[i + 2]) = (pale, pale, pale)
            } else if tolerance.perceptualThreshold > 0, difference <= tolerance.perceptualThreshold {
                (out[i], out[i + 1], out[i + 2]) = (90, 140, 255)
            } else {
                // Orange for the weakest difference found, red for the strongest.
                let share = strongest > 0 ? difference / strongest : 1
                (out[i], out[i + 1], out[i + 2]) = (255, UInt8(160 * (1 - share)), 0)
            }
        }
        return RGBAImage(width: image.width, height: image.height, bytes: out)
    }
}
