@_implementationOnly import CCairo
package import Foundation

extension CGContext {
    /// How many device pixels one image pixel may span along an axis when Cairo maps the image:
    /// it hands pixman the inverse mapping in 16.16 fixed point, where a larger stretch rounds to
    /// a matrix that cannot be inverted and the context goes into its error state.
    static let maximumImageStretch: CGFloat = 8192

    /// The largest and smallest number of device pixels an image pixel spans under `imageToDevice`
    /// (its singular values).
    ///
    /// Worked out on the matrix divided by its largest entry, so entries near 1e300 do not
    /// overflow into infinities whose difference is NaN (which let a stroke 1e301 pixels wide
    /// pass for a narrow one); the smaller value is the determinant over the larger, which keeps
    /// its precision when the two differ by hundreds of orders of magnitude. A matrix with a
    /// non-finite entry stretches without bound.
    static func stretches(of imageToDevice: CGAffineTransform) -> (largest: CGFloat, smallest: CGFloat) {
        let m = imageToDevice
        let entries = [m.a, m.b, m.c, m.d]
        guard entries.allSatisfy(\.isFinite) else { return (.infinity, .infinity) }
        let scale = entries.reduce(0) { max($0, abs($1)) }
        guard scale > 0 else { return (0, 0) }
        let (a, b, c, d) = (m.a / scale, m.b / scale, m.c / scale, m.d / scale)
        let determinant = abs(a * d - b * c)
        let squares = a * a + b * b + c * c + d * d
        let root = max(squares * squares - 4 * determinant * determinant, 0).squareRoot()
        let largest = ((squares + root) / 2).squareRoot()
        return (largest * scale, determinant / largest * scale)
    }

    /// How many times an image must be sampled down along each side before Cairo can map it
    /// with `smallestStretch` device pixels per image pixel (1 when it can as it is).
    static func samplingFactor(forSmallestStretch smallestStretch: CGFloat) -> Int {
        guard !(smallestStretch >= 1.0 / 8192) else { return 1 }
        return smallestStretch > 0 ? Int(min((1 / smallestStretch / 1024).rounded(.up), 1_048_576)) : 1_048_576
    }

    /// Paints `image`, mapped onto `rect` as `draw(_:in:)` maps it, with `painter` (whose
    /// transform is this context's) as one solid rectangle per image pixel that reaches into the
    /// clip: how an image is drawn when its pixels are stretched past ``maximumImageStretch``.
    /// Each pixel then covers thousands of device pixels, so sampling and filtering make no
    /// visible difference; at most 65,536 pixels are painted.
    func paintStretchedPixels(of image: CGImage, in rect: CGRect, with painter: OpaquePointer) {
        let (w, h) = (CGFloat(image.width), CGFloat(image.height))
        // Pixel space (row 0 at the top) to user space (row 0 at maxY), as imagePattern maps it.
        let pixelToUser = CGAffineTransform(a: rect.width / w, b: 0, c: 0, d: -rect.height / h, tx: rect.minX, ty: rect.maxY)
        let visible = boundingBoxOfClipPath.clampedIntersection(rect)
        guard !visible.isNull, !visible.isEmpty else { return }
        let pixels = visible.applying(pixelToUser.inverted())
        guard pixels.isFiniteGeometry else { return }
        // Held to the image in floating point first: the clip can map to pixels far outside it.
        func column(_ v: CGFloat) -> Int { Int(min(max(v, 0), w)) }
        func row(_ v: CGFloat) -> Int { Int(min(max(v, 0), h)) }
        let x0 = column(pixels.minX.rounded(.down)), x1 = column(pixels.maxX.rounded(.up))
        let y0 = row(pixels.minY.rounded(.down)), y1 = row(pixels.maxY.rounded(.up))
        guard x1 > x0, y1 > y0, (x1 - x0) * (y1 - y0) <= 65536 else { return }
        cairo_surface_flush(image.pixels.surface)
        for y in y0..<y1 {
            for x in x0..<x1 {
                let (red, green, blue, alpha) = Self.components(of: image, x: x, y: y)
                guard alpha > 0 else { continue }
                let cell = CGRect(x: x, y: y, width: 1, height: 1).applying(pixelToUser).clampedIntersection(visible)
                guard !cell.isNull, !cell.isEmpty else { continue }
                // Components are premultiplied; Cairo takes them straight.
                let (r, g, b, a) = ordered((red / alpha, green / alpha, blue / alpha, alpha))
                cairo_set_source_rgba(painter, r, g, b, a)
                cairo_rectangle(painter, cell.minX, cell.minY, cell.width, cell.height)
                cairo_fill(painter)
            }
        }
    }

    /// The premultiplied red, green, blue and alpha of one pixel, each 0...1; an alpha-only image
    /// is black with that alpha, as Cairo paints it.
    private static func components(of image: CGImage, x: Int, y: Int) -> (Double, Double, Double, Double) {
        switch image.pixels.format {
        case .a8:
            let alpha = image.pixels.bytes.load(fromByteOffset: y * image.pixels.bytesPerRow + x, as: UInt8.self)
            return (0, 0, 0, Double(alpha) / 255)
        case .argb32, .rgb24:
            let word = image.pixels.word(x: x, y: y)
            let alpha = image.pixels.format == .rgb24 ? 255 : word >> 24
            return (Double(word >> 16 & 0xFF) / 255, Double(word >> 8 & 0xFF) / 255, Double(word & 0xFF) / 255, Double(alpha) / 255)
        }
    }
}
