internal import CX11
internal import CXext
internal import CCairo
import Foundation

/// The baseline for presenting: a window and a MIT-SHM image made with Xlib directly, the
/// minimum any framework must do to put a frame on the screen.
@MainActor
final class RawSharedMemoryPresenter {
    private let display: OpaquePointer
    private let window: Window
    private let gc: GC
    private let image: UnsafeMutablePointer<XImage>
    private var segment = XShmSegmentInfo()
    private let plainImage: UnsafeMutablePointer<XImage>
    let width: Int
    let height: Int

    init?(displayName: String, x: Int, width: Int, height: Int) {
        guard let display = XOpenDisplay(displayName) else { return nil }
        self.display = display
        self.width = width
        self.height = height
        let screen = CX11_defaultScreen(display)
        let root = CX11_rootWindow(display, screen)
        let visual = CX11_defaultVisual(display, screen)
        window = XCreateSimpleWindow(display, root, Int32(x), 0, UInt32(width), UInt32(height), 0, 0, 0)
        XMapWindow(display, window)
        gc = CX11_defaultGC(display, screen)
        guard let shared = XShmCreateImage(display, visual, 24, ZPixmap, nil, &segment, UInt32(width), UInt32(height)) else {
            return nil
        }
        image = shared
        let size = Int(shared.pointee.bytes_per_line) * height
        segment.shmid = CXext_createPrivateSegment(size)
        segment.shmaddr = shmat(segment.shmid, nil, 0).assumingMemoryBound(to: CChar.self)
        segment.readOnly = 0
        shared.pointee.data = segment.shmaddr
        XShmAttach(display, &segment)
        XSync(display, 0)
        _ = CXext_markForRemoval(segment.shmid)
        memset(segment.shmaddr, 0x80, size)
        let memory = malloc(size)!.assumingMemoryBound(to: CChar.self)
        memset(memory, 0x40, size)
        plainImage = XCreateImage(display, visual, 24, ZPixmap, 0, memory, UInt32(width), UInt32(height), 32, Int32(shared.pointee.bytes_per_line))
        XSync(display, 0)
    }

    /// Uploads the whole frame through shared memory and waits for the server.
    func presentShared() {
        XShmPutImage(display, window, gc, image, 0, 0, 0, 0, UInt32(width), UInt32(height), 0)
        XSync(display, 0)
    }

    /// A Cairo surface over the shared image's pixels (RGB24), for drawing frames to present.
    func makeCairoSurface() -> OpaquePointer {
        cairo_image_surface_create_for_data(
            UnsafeMutableRawPointer(segment.shmaddr)!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24,
            Int32(width), Int32(height), image.pointee.bytes_per_line)!
    }

    /// Uploads `rects` of the frame through shared memory and waits for the server, as the
    /// framework presents damage.
    func presentShared(rects: [(x: Int, y: Int, width: Int, height: Int)]) {
        for rect in rects {
            XShmPutImage(display, window, gc, image, Int32(rect.x), Int32(rect.y), Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height), 0)
        }
        XSync(display, 0)
    }

    /// Copies the window's own pixels on the server, as a scroll does (not waiting).
    func copyArea(x: Int, y: Int, width: Int, height: Int, toX: Int, toY: Int) {
        XCopyArea(display, window, window, gc, Int32(x), Int32(y), UInt32(width), UInt32(height), Int32(toX), Int32(toY))
    }

    /// Copies the window's own pixels on the server and waits for it: what a scroll costs at
    /// least, with nothing drawn or put.
    func copyAreaAndWait(x: Int, y: Int, width: Int, height: Int, toX: Int, toY: Int) {
        copyArea(x: x, y: y, width: width, height: height, toX: toX, toY: toY)
        XSync(display, 0)
    }

    /// The raw window, for reading its events on another connection.
    var windowID: Window { window }

    /// Paints `rect` of the shared image one grey level (clipped to the image).
    func fill(_ rect: (x: Int, y: Int, width: Int, height: Int), gray: UInt8) {
        let left = max(rect.x, 0), right = min(rect.x + rect.width, width)
        guard left < right else { return }
        let stride = Int(image.pointee.bytes_per_line)
        for row in max(rect.y, 0)..<min(rect.y + rect.height, height) {
            memset(segment.shmaddr + row * stride + left * 4, Int32(gray), (right - left) * 4)
        }
    }

    /// Uploads the whole frame over the socket and waits for the server.
    func presentPlain() {
        XPutImage(display, window, gc, plainImage, 0, 0, 0, 0, UInt32(width), UInt32(height))
        XSync(display, 0)
    }

    func close() {
        XShmDetach(display, &segment)
        XSync(display, 0)
        shmdt(segment.shmaddr)
        XCloseDisplay(display)
    }
}
