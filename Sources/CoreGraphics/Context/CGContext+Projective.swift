@_implementationOnly import CCairo
@_implementationOnly import CPixman
public import Foundation

/// A 3×3 projective transform of the plane, used with row vectors like `CGAffineTransform`:
/// `(x, y, 1)` maps to `(x·m11 + y·m21 + m31, x·m12 + y·m22 + m32) / (x·m13 + y·m23 + m33)`.
package struct ProjectiveTransform: Sendable, Equatable {
    package var m11: CGFloat, m12: CGFloat, m13: CGFloat
    package var m21: CGFloat, m22: CGFloat, m23: CGFloat
    package var m31: CGFloat, m32: CGFloat, m33: CGFloat

    package init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
                 m31: CGFloat, m32: CGFloat, m33: CGFloat) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    package init(_ t: CGAffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    /// The transform that applies `self`, then `other`.
    package func concatenating(_ o: ProjectiveTransform) -> ProjectiveTransform {
        ProjectiveTransform(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31, m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32, m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31, m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32, m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31, m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32, m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// Maps `p`; `w` is the homogeneous divisor, not positive for points behind the viewer.
    package func apply(_ p: CGPoint) -> (point: CGPoint, w: CGFloat) {
        let w = p.x * m13 + p.y * m23 + m33
        return (CGPoint(x: (p.x * m11 + p.y * m21 + m31) / w, y: (p.x * m12 + p.y * m22 + m32) / w), w)
    }

    /// The inverse, or `nil` when the transform is singular.
    package func inverted() -> ProjectiveTransform? {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
        let determinant = m11 * c11 + m12 * c21 + m13 * c31
        guard determinant != 0, determinant.isFinite else { return nil }
        let f = 1 / determinant
        return ProjectiveTransform(m11: c11 * f, m12: c12 * f, m13: c13 * f, m21: c21 * f, m22: c22 * f, m23: c23 * f,
                                   m31: c31 * f, m32: c32 * f, m33: c33 * f)
    }
}

extension CGContext {
    /// Draws `image` mapped by `transform` from its pixel space (row 0 at the top) to user space,
    /// with bilinear filtering, the context's alpha and the bounding box of its clip.
    ///
    /// Cairo's matrices are affine only; pixman, underneath it, composites through a full
    /// projective transform, which is what perspective needs. An image whose corners fall behind
    /// the viewer (w ≤ 0) is not drawn.
    package func drawProjected(_ image: CGImage, transform: ProjectiveTransform) {
        let toDevice = transform.concatenating(ProjectiveTransform(userSpaceToDeviceSpaceTransform))
        let (w, h) = (CGFloat(image.width), CGFloat(image.height))
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: w, y: 0), CGPoint(x: 0, y: h), CGPoint(x: w, y: h)].map(toDevice.apply)
        guard corners.allSatisfy({ $0.w > 0 }), let inverse = toDevice.inverted() else { return }
        let xs = corners.map(\.point.x)
        let ys = corners.map(\.point.y)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        let clip = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).applying(userSpaceToDeviceSpaceTransform)
        let area = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            .clampedIntersection(clip).integral
        guard !area.isNull, area.width > 0, area.height > 0 else { return }

        // Drawing may be going into a group (a transparency layer); pixman writes where Cairo would.
        let target = cairo_get_group_target(cairo)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else {
            recordingMissedDrawing = true
            return
        }
        cairo_surface_flush(target)
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let format: pixman_format_code_t = cairo_image_surface_get_format(target) == CAIRO_FORMAT_RGB24 ? PIXMAN_x8r8g8b8 : PIXMAN_a8r8g8b8
        guard let destination = pixman_image_create_bits(
            format, cairo_image_surface_get_width(target), cairo_image_surface_get_height(target),
            UnsafeMutableRawPointer(cairo_image_surface_get_data(target))?.assumingMemoryBound(to: UInt32.self),
            cairo_image_surface_get_stride(target))
        else { return }
        defer { pixman_image_unref(destination) }

        let pixels = sourcePixels(of: image)
        cairo_surface_flush(pixels.surface)
        let sourceFormat: pixman_format_code_t = switch pixels.format {
        case .rgb24: PIXMAN_x8r8g8b8
        case .a8: PIXMAN_a8
        case .argb32: PIXMAN_a8r8g8b8
        }
        guard let source = pixman_image_create_bits(
            sourceFormat, Int32(image.width), Int32(image.height), pixels.bytes.assumingMemoryBound(to: UInt32.self),
            Int32(pixels.bytesPerRow))
        else { return }
        defer { pixman_image_unref(source) }
        // Pixman samples the source through the map from destination pixels (with the group's
        // device offset) back to image pixels.
        let back = ProjectiveTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: -offsetX, m32: -offsetY, m33: 1)
            .concatenating(inverse)
        var matrix = pixman_transform()
        let entries = [[back.m11, back.m21, back.m31], [back.m12, back.m22, back.m32], [back.m13, back.m23, back.m33]]
        withUnsafeMutableBytes(of: &matrix.matrix) { raw in
            let cells = raw.bindMemory(to: pixman_fixed_t.self)
            for row in 0..<3 { for column in 0..<3 { cells[row * 3 + column] = CPixman_fixed(Double(entries[row][column])) } }
        }
        pixman_image_set_transform(source, &matrix)
        pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(source, PIXMAN_REPEAT_NONE)
        // The mask is the projected quadrilateral, antialiased, times the context's alpha. It also
        // keeps pixman from sampling where the inverse map overflows its 16.16 fixed point.
        guard let coverage = try? PixelBuffer(width: Int(area.width), height: Int(area.height), format: .a8),
            let painter = cairo_create(coverage.surface)
        else { return }
        cairo_set_source_rgba(painter, 0, 0, 0, Double(min(max(state.alpha, 0), 1)))
        for (index, corner) in [corners[0], corners[1], corners[3], corners[2]].enumerated() {
            let (x, y) = (corner.point.x - area.minX, corner.point.y - area.minY)
            if index == 0 { cairo_move_to(painter, x, y) } else { cairo_line_to(painter, x, y) }
        }
        cairo_fill(painter)
        cairo_destroy(painter)
        cairo_surface_flush(coverage.surface)
        guard let mask = pixman_image_create_bits(
            PIXMAN_a8, Int32(coverage.width), Int32(coverage.height), coverage.bytes.assumingMemoryBound(to: UInt32.self),
            Int32(coverage.bytesPerRow))
        else { return }
        defer { pixman_image_unref(mask) }
        let (dx, dy) = (Int32(area.minX + offsetX), Int32(area.minY + offsetY))
        willDraw(deviceRect: area)
        pixman_image_composite32(
            PIXMAN_OP_OVER, source, mask, destination, dx, dy, 0, 0, dx, dy, Int32(area.width), Int32(area.height))
        cairo_surface_mark_dirty(target)
        didDraw(deviceRect: area)
    }
}
