import CasementTestSupport
import Foundation
import UIKit
import UIKitCore

/// Images made in code for the image tests, and a folder of image files to load them from.
enum ImageFixtures {
    /// A `width`×`height` bitmap whose left half is `left` and right half `right`, with a
    /// `marker` pixel at its top-left corner so orientation shows.
    static func bitmap(width: Int, height: Int, left: [UInt8] = [255, 0, 0, 255], right: [UInt8] = [0, 0, 255, 255], marker: [UInt8]? = nil) -> CGImage {
        var rgba: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                if x == 0, y == 0, let marker { rgba += marker } else { rgba += x < width / 2 ? left : right }
            }
        }
        return RGBAPixels.image(width: width, height: height, rgba: rgba)!
    }

    /// A solid `width`×`height` bitmap of `colour`.
    static func solid(width: Int, height: Int, _ colour: [UInt8]) -> CGImage {
        bitmap(width: width, height: height, left: colour, right: colour)
    }

    /// A folder holding `files` (name → image) as PNGs, as a bundle.
    static func bundle(_ files: [String: CGImage]) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("casement-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, image) in files { try image.pngData().write(to: folder.appendingPathComponent(name)) }
        return Bundle(path: folder.path)!
    }
}
