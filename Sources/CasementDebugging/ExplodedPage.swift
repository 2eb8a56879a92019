import CoreGraphics
import Foundation
import UIKitCore

/// The single-file HTML page of an exploded hierarchy: every view's picture as a plane, placed
/// at its frame in the window and pushed out by its depth with CSS 3D transforms, with controls
/// for the spacing, the depths shown, the angle, wireframes and clipped content.
struct ExplodedPage {
    /// One view's plane.
    struct Plane {
        let window: Int
        let path: String
        let className: String
        /// The frame in the window, in points.
        let frame: CGRect
        let depth: Int
        /// What the view's ancestors clip it to, in window points, if they do.
        let clip: CGRect?
        /// The view's picture alone, as a data URL; `nil` for a view with no area.
        let image: String?
    }

    let snapshot: HierarchySnapshot
    let planes: [Plane]

    func html() throws -> String {
        let maxDepth = planes.map(\.depth).max() ?? 0
        let json = String(decoding: try snapshot.jsonData(), as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
        var stages = ""
        for (index, window) in snapshot.windows.enumerated() {
            let size = window.root.frame.size
            stages += "<section class=\"window\"><h2>\(escape(window.title.isEmpty ? "Window \(index + 1)" : window.title))</h2>"
            stages += "<div class=\"stage\" style=\"width:\(number(size.width))px;height:\(number(size.height))px\"><div class=\"scene\">"
            for plane in planes where plane.window == index {
                stages += planeHTML(plane)
            }
            stages += "</div></div></section>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Casement hierarchy</title>
            <style>
            body { font: 13px sans-serif; margin: 16px; background: #f4f4f4; color: #333; }
            .controls { display: flex; gap: 16px; flex-wrap: wrap; align-items: center; margin-bottom: 12px; }
            .stage { position: relative; perspective: 2400px; margin: 40px auto 80px; }
            .scene { position: absolute; inset: 0; transform-style: preserve-3d;
              transform: rotateX(var(--rx, 20deg)) rotateY(var(--ry, -30deg)); }
            .plane { position: absolute; box-sizing: border-box; transform-style: preserve-3d;
              transform: translateZ(calc(var(--depth) * var(--spacing, 40px))); outline: 1px solid rgba(0, 120, 255, 0.35); }
            .plane img { width: 100%; height: 100%; display: block; }
            .wireframe .plane img { visibility: hidden; }
            .wireframe .plane { outline: 1px solid #0a7cff; }
            .plane.out-of-range { display: none; }
            .plane:hover { outline: 2px solid #ff5a00; }
            </style></head>
            <body data-planes="\(planes.count)" data-loaded="0" data-failed="0">
            <h1>Casement hierarchy</h1>
            <div class="controls">
              <label>Spacing <input id="spacing" type="range" min="0" max="120" value="40"></label>
              <label>Depth from <input id="low" type="range" min="0" max="\(maxDepth)" value="0"></label>
              <label>to <input id="high" type="range" min="0" max="\(maxDepth)" value="\(maxDepth)"></label>
              <label>Turn <input id="ry" type="range" min="-90" max="90" value="-30"></label>
              <label>Tilt <input id="rx" type="range" min="-90" max="90" value="20"></label>
              <label><input id="wireframe" type="checkbox"> Wireframe</label>
              <label><input id="clipped" type="checkbox"> Show clipped content</label>
            </div>
            \(stages)
            <script type="application/json" id="hierarchy">\(json)</script>
            <script>
            const root = document.documentElement.style;
            const planes = [...document.querySelectorAll('.plane')];
            function update() {
              root.setProperty('--spacing', document.getElementById('spacing').value + 'px');
              root.setProperty('--ry', document.getElementById('ry').value + 'deg');
              root.setProperty('--rx', document.getElementById('rx').value + 'deg');
              const low = +document.getElementById('low').value, high = +document.getElementById('high').value;
              const showClipped = document.getElementById('clipped').checked;
              document.body.classList.toggle('wireframe', document.getElementById('wireframe').checked);
              for (const plane of planes) {
                const depth = +plane.dataset.depth;
                plane.classList.toggle('out-of-range', depth < low || depth > high);
                plane.style.clipPath = showClipped ? 'none' : (plane.dataset.clip || 'none');
              }
            }
            document.querySelectorAll('input').forEach(input => input.addEventListener('input', update));
            update();
            // Once every picture has loaded (or failed), the page says how many show, for tools that check it.
            window.addEventListener('load', () => {
              const images = [...document.querySelectorAll('.plane img')];
              document.body.dataset.loaded = images.filter(image => image.complete && image.naturalWidth > 0).length;
              document.body.dataset.failed = images.filter(image => image.complete && image.naturalWidth === 0).length;
            });
            </script>
            </body></html>

            """
    }

    private func planeHTML(_ plane: Plane) -> String {
        let frame = plane.frame
        var attributes = "class=\"plane\" data-path=\"\(escape(plane.path))\" data-depth=\"\(plane.depth)\" title=\"\(escape(plane.className)) \(escape(plane.path))\""
        attributes += " style=\"--depth:\(plane.depth);left:\(number(frame.minX))px;top:\(number(frame.minY))px;width:\(number(frame.width))px;height:\(number(frame.height))px\""
        if let clip = plane.clip {
            // The ancestors' clip, as an inset of this plane.
            let top = max(0, clip.minY - frame.minY), left = max(0, clip.minX - frame.minX)
            let bottom = max(0, frame.maxY - clip.maxY), right = max(0, frame.maxX - clip.maxX)
            attributes += " data-clip=\"inset(\(number(top))px \(number(right))px \(number(bottom))px \(number(left))px)\""
        }
        let image = plane.image.map { "<img alt=\"\(escape(plane.className))\" src=\"\($0)\">" } ?? ""
        return "<div \(attributes)>\(image)</div>"
    }

    private func number(_ value: CGFloat) -> String { HierarchySnapshot.text(Double(value)) }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
