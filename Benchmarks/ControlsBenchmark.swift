internal import CCairo
internal import CPango
import CoreGraphics
import Foundation
import QuartzCore
import UIKitCore

/// P13: a form of 500 controls (100 each of filled buttons, switches, sliders, segmented
/// controls and steppers) in a 10-by-50 grid. Creating the form, laying it out and drawing its
/// first frame, against raw Cairo and Pango drawing the same shapes and text (laying out the
/// text too); then the frame after one switch is toggled, against a full repaint of the form.
@MainActor
enum ControlsBenchmark {
    nonisolated static let count = 500
    nonisolated static let size = CGSize(width: 1920, height: 1600)
    nonisolated static let cell = CGSize(width: 192, height: 32)

    /// The top-left corner of control `index`'s cell.
    nonisolated static func origin(of index: Int) -> CGPoint {
        CGPoint(x: CGFloat(index % 10) * cell.width + 8, y: CGFloat(index / 10) * cell.height)
    }

    /// The form: control `index` is of kind `index % 5`.
    static func makeForm(round: Int) -> UIView {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = .white
        for index in 0..<count {
            let origin = origin(of: index)
            let control: UIView
            switch index % 5 {
            case 0:
                var configuration = UIButton.Configuration.filled()
                configuration.title = "Button \(index)"
                let button = UIButton(configuration: configuration)
                button.frame = CGRect(origin: origin, size: CGSize(width: 150, height: 32))
                control = button
            case 1:
                let toggle = UISwitch(frame: CGRect(origin: origin, size: .zero))
                toggle.isOn = (index + round) % 2 == 0
                control = toggle
            case 2:
                let slider = UISlider(frame: CGRect(origin: origin, size: CGSize(width: 170, height: 31)))
                slider.value = 0.5
                control = slider
            case 3:
                let segments = UISegmentedControl(items: ["One", "Two", "Three"])
                segments.frame = CGRect(origin: origin, size: CGSize(width: 170, height: 32))
                segments.selectedSegmentIndex = 1
                control = segments
            default:
                control = UIStepper(frame: CGRect(origin: origin, size: .zero))
            }
            root.addSubview(control)
        }
        return root
    }

    static func run() -> [Comparison] {
        let context = target()
        let bounds = CGRect(origin: .zero, size: size)
        let raw = RawSurface(width: Int32(size.width), height: Int32(size.height))
        var forms: [UIView] = []
        var round = 0
        // Forms outlive the rounds: their teardown is not timed.
        let first = compare("P13 controls: create, lay out and draw the first frame of 500 controls", goal: 2.5, rounds: 7, framework: {
            let form = makeForm(round: round)
            form.layoutIfNeeded()
            _ = LayerCompositor(rootLayer: form.layer).renderFrame(in: context, surfaceBounds: bounds)
            forms.append(form)
            round += 1
        }, baseline: {
            RawForm.draw(in: raw.cairo, round: round)
        })
        say(first.report())
        forms.removeAll()

        // One switch toggled: the frame after it, against a full repaint of the form.
        let form = makeForm(round: 0)
        form.layoutIfNeeded()
        let compositor = LayerCompositor(rootLayer: form.layer)
        _ = compositor.renderFrame(in: context, surfaceBounds: bounds)
        compositor.paintsBandsInParallel = false
        let toggle = form.subviews[251] as! UISwitch
        let full = measure(rounds: 9) {
            compositor.setNeedsFullRepaint()
            _ = compositor.renderFrame(in: context, surfaceBounds: bounds)
        }
        let toggled = measure(rounds: 31) {
            toggle.setOn(!toggle.isOn, animated: false)
            form.layoutIfNeeded()
            CATransaction.flush()
            _ = compositor.renderFrame(in: context, surfaceBounds: bounds)
        }
        let local = Comparison(
            name: "P13 controls: one switch toggled vs a full repaint of the form", goal: 0.02,
            framework: toggled, baseline: full, baselineName: "full repaint")
        say(local.report())
        return [first, local]
    }

    /// A y-down bitmap context of the form's size.
    private static func target() -> CGContext {
        let context = CGContext(
            data: nil, width: Int(size.width), height: Int(size.height), bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.translateBy(x: 0, y: size.height)
        context.scaleBy(x: 1, y: -1)
        return context
    }
}

/// Raw Cairo and Pango drawing the form's shapes and text: rounded rectangles, capsules,
/// circles, lines and the titles laid out afresh, as the framework lays out a new form's.
enum RawForm {
    static func draw(in cr: OpaquePointer, round: Int) {
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        let pango = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        defer { g_object_unref(UnsafeMutableRawPointer(pango)) }
        for index in 0..<ControlsBenchmark.count {
            let origin = ControlsBenchmark.origin(of: index)
            let (x, y) = (Double(origin.x), Double(origin.y))
            switch index % 5 {
            case 0:
                fill(cr, roundedRect: (x, y, 150, 32), radius: 6, rgba: (0, 0.478, 1, 1))
                text(cr, pango, "Button \(index)", size: 17, centre: (x + 75, y + 16), gray: 1)
            case 1:
                let on = (index + round) % 2 == 0
                fill(cr, roundedRect: (x, y, 51, 31), radius: 15.5, rgba: on ? (0.204, 0.78, 0.349, 1) : (0.47, 0.47, 0.5, 0.16))
                circle(cr, centre: (on ? x + 35.5 : x + 15.5, y + 15.5), radius: 13.5, gray: 1)
            case 2:
                fill(cr, roundedRect: (x, y + 13.5, 85, 4), radius: 2, rgba: (0, 0.478, 1, 1))
                fill(cr, roundedRect: (x + 85, y + 13.5, 85, 4), radius: 2, rgba: (0.47, 0.47, 0.5, 0.2))
                circle(cr, centre: (x + 85, y + 15.5), radius: 14, gray: 1)
            case 3:
                fill(cr, roundedRect: (x, y, 170, 32), radius: 9, rgba: (0.46, 0.46, 0.5, 0.12))
                fill(cr, roundedRect: (x + 58.7, y + 2, 52.7, 28), radius: 7, rgba: (1, 1, 1, 1))
                for (part, title) in ["One", "Two", "Three"].enumerated() {
                    text(cr, pango, title, size: 13, centre: (x + 28.3 + Double(part) * 56.7, y + 16), gray: 0)
                }
            default:
                fill(cr, roundedRect: (x, y, 94, 32), radius: 8, rgba: (0.46, 0.46, 0.5, 0.12))
                fill(cr, roundedRect: (x + 46.5, y + 8, 1, 16), radius: 0, rgba: (0.24, 0.24, 0.26, 0.29))
                fill(cr, roundedRect: (x + 16.5, y + 15.25, 14, 1.5), radius: 0, rgba: (0, 0, 0, 1))
                fill(cr, roundedRect: (x + 63.5, y + 15.25, 14, 1.5), radius: 0, rgba: (0, 0, 0, 1))
                fill(cr, roundedRect: (x + 69.75, y + 9, 1.5, 14), radius: 0, rgba: (0, 0, 0, 1))
            }
        }
    }

    private static func fill(
        _ cr: OpaquePointer, roundedRect rect: (Double, Double, Double, Double), radius: Double, rgba: (Double, Double, Double, Double)
    ) {
        let (x, y, w, h) = rect
        if radius > 0 {
            cairo_new_sub_path(cr)
            cairo_arc(cr, x + w - radius, y + radius, radius, -.pi / 2, 0)
            cairo_arc(cr, x + w - radius, y + h - radius, radius, 0, .pi / 2)
            cairo_arc(cr, x + radius, y + h - radius, radius, .pi / 2, .pi)
            cairo_arc(cr, x + radius, y + radius, radius, .pi, 3 * .pi / 2)
            cairo_close_path(cr)
        } else {
            cairo_rectangle(cr, x, y, w, h)
        }
        cairo_set_source_rgba(cr, rgba.0, rgba.1, rgba.2, rgba.3)
        cairo_fill(cr)
    }

    private static func circle(_ cr: OpaquePointer, centre: (Double, Double), radius: Double, gray: Double) {
        cairo_arc(cr, centre.0, centre.1, radius, 0, 2 * .pi)
        cairo_set_source_rgb(cr, gray, gray, gray)
        cairo_fill(cr)
    }

    private static func text(_ cr: OpaquePointer, _ pango: OpaquePointer, _ string: String, size: Double, centre: (Double, Double), gray: Double) {
        let layout = pango_layout_new(pango)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_from_string("sans-serif")!
        defer { pango_font_description_free(description) }
        pango_font_description_set_absolute_size(description, size * Double(CPango_scale()))
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, string, -1)
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        cairo_set_source_rgb(cr, gray, gray, gray)
        cairo_move_to(cr, centre.0 - Double(width) / 2, centre.1 - Double(height) / 2)
        pango_cairo_show_layout(cr, layout)
    }
}
