@_implementationOnly import CX11
@_implementationOnly import CXext
import Foundation
import Platform

/// The client-side pixels of a window and the XImage that uploads them: in a MIT-SHM segment
/// when the server shares memory with us, otherwise in ordinary memory sent over the socket.
@MainActor
final class X11Image {
    let image: UnsafeMutablePointer<XImage>
    let usesSharedMemory: Bool
    private var segment = XShmSegmentInfo()
    private let connection: X11Connection

    init(connection: X11Connection, width: Int, height: Int) throws(PlatformError) {
        self.connection = connection
        let display = connection.display
        if connection.hasSharedMemory, let shared = Self.makeShared(connection, width: width, height: height, segment: &segment) {
            image = shared
            usesSharedMemory = true
            return
        }
        // The server cannot attach our memory (a remote display, or no shared IPC): stop trying.
        connection.hasSharedMemory = false
        let stride = width * 4
        guard let memory = calloc(stride * height, 1) else {
            throw PlatformError("Out of memory for a \(width)×\(height) window image.")
        }
        guard let plain = XCreateImage(
            display, connection.visual, UInt32(connection.depth), ZPixmap, 0, memory.assumingMemoryBound(to: CChar.self),
            UInt32(width), UInt32(height), 32, Int32(stride))
        else {
            free(memory)
            throw PlatformError("XCreateImage failed for a \(width)×\(height) window image.")
        }
        image = plain
        usesSharedMemory = false
    }

    private static func makeShared(
        _ connection: X11Connection, width: Int, height: Int, segment: inout XShmSegmentInfo
    ) -> UnsafeMutablePointer<XImage>? {
        let display = connection.display
        guard let image = XShmCreateImage(
            display, connection.visual, UInt32(connection.depth), ZPixmap, nil, &segment, UInt32(width), UInt32(height))
        else { return nil }
        let size = Int(image.pointee.bytes_per_line) * height
        segment.shmid = CXext_createPrivateSegment(size)
        guard segment.shmid >= 0, let address = shmat(segment.shmid, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else {
            if segment.shmid >= 0 { _ = CXext_markForRemoval(segment.shmid) }
            image.pointee.data = nil
            CX11_destroyImage(image)
            return nil
        }
        segment.shmaddr = address.assumingMemoryBound(to: CChar.self)
        segment.readOnly = 0
        image.pointee.data = segment.shmaddr
        XShmAttach(display, &segment)
        let attachFailed = (try? XErrorTrap.check(display, "Attaching shared memory")) == nil
        // Removal is deferred by the kernel until both sides detach, so the segment never leaks.
        _ = CXext_markForRemoval(segment.shmid)
        if attachFailed {
            shmdt(address)
            image.pointee.data = nil
            CX11_destroyImage(image)
            return nil
        }
        return image
    }

    var bytes: UnsafeMutableRawPointer { UnsafeMutableRawPointer(image.pointee.data!) }
    var bytesPerRow: Int { Int(image.pointee.bytes_per_line) }

    /// Uploads the rectangles to `window` and waits until the server has copied them.
    func put(on window: Window, gc: GC, rects: [CGRect]) {
        let display = connection.display
        for rect in rects {
            let (x, y, w, h) = (Int32(rect.minX), Int32(rect.minY), UInt32(rect.width), UInt32(rect.height))
            if usesSharedMemory {
                XShmPutImage(display, window, gc, image, x, y, x, y, w, h, 0)
            } else {
                XPutImage(display, window, gc, image, x, y, x, y, w, h)
            }
        }
        // The server reads shared memory asynchronously; the round trip keeps the next frame's
        // drawing from racing it.
        connection.sync()
    }

    func destroy() {
        if usesSharedMemory {
            if !connection.isClosed {
                XShmDetach(connection.display, &segment)
                XSync(connection.display, 0)
            }
            shmdt(segment.shmaddr)
            image.pointee.data = nil
        }
        CX11_destroyImage(image)
    }
}
