import CoreGraphics
import Foundation
import QuartzCore
import UIKitCore

/// The Gallery's scrolling pages: a long list of text and pictures (dragged, flung, wheeled,
/// paged with the keyboard, pulled to refresh), pages that snap, and a photo to zoom.
@MainActor
public enum ScrollingPages {
    public static let size = CGSize(width: 960, height: 720)

    /// A page titled `title` with `explanation` under it, and `content` filling the rest.
    static func page(_ title: String, _ explanation: String, content: UIView) -> UIView {
        let page = UIView(frame: CGRect(origin: .zero, size: size))
        page.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.08, alpha: 1) : UIColor(white: 0.97, alpha: 1) }
        let heading = UILabel(frame: CGRect(x: 24, y: 16, width: 912, height: 30))
        (heading.text, heading.font) = (title, .boldSystemFont(ofSize: 24))
        let note = UILabel(frame: CGRect(x: 24, y: 54, width: 912, height: 20))
        (note.text, note.font, note.textColor) = (explanation, .systemFont(ofSize: 13), .secondaryLabel)
        content.frame = CGRect(x: 24, y: 90, width: 912, height: 606)
        for view in [heading, note, content] { page.addSubview(view) }
        return page
    }

    /// The photo the pages show, from the Gallery's resources.
    static var photo: UIImage? {
        guard let url = Bundle.module.url(forResource: "Resources/landscape.jpg", withExtension: nil),
              let image = try? CGImage.decoded(contentsOf: url) else { return nil }
        return UIImage(cgImage: image)
    }

    // MARK: A long list

    /// 300 rows of text, every fifth with the photo, in a scroll view with a refresh control.
    public static func makeListPage() -> UIView {
        let list = UIScrollView()
        list.accessibilityIdentifier = "list"
        list.backgroundColor = .systemBackground
        let rowHeight: CGFloat = 56
        let picture = photo
        for row in 0..<300 {
            let y = CGFloat(row) * rowHeight
            var x: CGFloat = 16
            if row.isMultiple(of: 5), let picture {
                let thumbnail = UIImageView(image: picture)
                thumbnail.frame = CGRect(x: 16, y: y + 6, width: 66, height: 44)
                thumbnail.contentMode = .scaleAspectFill
                thumbnail.clipsToBounds = true
                list.addSubview(thumbnail)
                x = 96
            }
            let title = UILabel(frame: CGRect(x: x, y: y + 8, width: 800 - x, height: 22))
            (title.text, title.font) = ("Row \(row + 1)", .systemFont(ofSize: 17))
            let detail = UILabel(frame: CGRect(x: x, y: y + 30, width: 800 - x, height: 18))
            (detail.text, detail.font, detail.textColor) = (Self.detail(row), .systemFont(ofSize: 13), .secondaryLabel)
            let separator = UIView(frame: CGRect(x: 16, y: y + rowHeight - 1, width: 880, height: 1))
            separator.backgroundColor = .separator
            for view in [title, detail, separator] { list.addSubview(view) }
        }
        list.contentSize = CGSize(width: 912, height: rowHeight * 300)
        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { [weak refresh] _ in
            // Nothing to fetch: the refresh ends after a moment, as a network reply would end it.
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) { MainActor.assumeIsolated { refresh?.endRefreshing() } }
        }, for: .valueChanged)
        list.refreshControl = refresh
        return page(
            "Scrolling", "Drag or fling it, turn the wheel, use Page Up and Down or Home and End; pull past the top to refresh.",
            content: list)
    }

    private static func detail(_ row: Int) -> String {
        ["The quick brown fox jumps over the lazy dog.", "Scrolling moves what was drawn; only new rows are painted.",
         "Wheel clicks stop where they leave it; a fling glides.", "Past the ends it rubber-bands and bounces back."][row % 4]
    }

    // MARK: Pages that snap

    /// Six coloured pages side by side that snap into place, with dots that follow and turn them.
    public static func makePagingPage() -> UIView {
        page("Paging", "Swipe or drag sideways: a page snaps into place; a quick flick turns one page. The dots follow, and turn pages too.",
             content: PagingView(frame: CGRect(x: 0, y: 0, width: 912, height: 606)))
    }

    /// A paging scroll view over coloured cards and the dots that follow it.
    private final class PagingView: UIView, UIScrollViewDelegate {
        private let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 912, height: 560))
        private let dots = UIPageControl(frame: CGRect(x: 0, y: 570, width: 912, height: 30))

        override init(frame: CGRect) {
            super.init(frame: frame)
            pager.accessibilityIdentifier = "pager"
            pager.isPagingEnabled = true
            pager.backgroundColor = .systemBackground
            pager.showsHorizontalScrollIndicator = false
            let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPink, .systemPurple, .systemTeal]
            for (index, color) in colors.enumerated() {
                let card = UIView(frame: CGRect(x: CGFloat(index) * 912 + 40, y: 40, width: 832, height: 480))
                card.backgroundColor = color
                card.layer.cornerRadius = 20
                let label = UILabel(frame: card.bounds)
                (label.text, label.font, label.textColor, label.textAlignment) = ("Page \(index + 1)", .boldSystemFont(ofSize: 48), .white, .center)
                card.addSubview(label)
                pager.addSubview(card)
            }
            pager.contentSize = CGSize(width: 912 * CGFloat(colors.count), height: 560)
            pager.delegate = self
            dots.numberOfPages = colors.count
            dots.pageIndicatorTintColor = .systemGray3
            dots.currentPageIndicatorTintColor = .label
            dots.addAction(UIAction { [weak self] _ in
                guard let self else { return }
                pager.setContentOffset(CGPoint(x: CGFloat(dots.currentPage) * pager.bounds.width, y: 0), animated: true)
            }, for: .valueChanged)
            addSubview(pager)
            addSubview(dots)
        }

        required init?(coder: NSCoder) { nil }

        /// The dots show the page the pager is nearest.
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            guard scrollView.bounds.width > 0 else { return }
            dots.currentPage = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
        }
    }

    // MARK: A photo to zoom

    /// The drawing page's picture in a scroll view that zooms it between fitting the view and
    /// four times that.
    public static func makeZoomPage() -> UIView {
        let zoomer = ZoomingView(frame: CGRect(x: 0, y: 0, width: 912, height: 606))
        return page("Zooming", "Pinch on a touchpad, or hold Control and turn the wheel, to zoom; drag to look around. Zooming past the limits springs back.", content: zoomer)
    }

    /// A scroll view that zooms its picture and keeps it centred while smaller than the view.
    private final class ZoomingView: UIScrollView, UIScrollViewDelegate {
        private let photoView = UIImageView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            accessibilityIdentifier = "zoomer"
            backgroundColor = .black
            photoView.image = (try? DrawingPage.render()).map { UIImage(cgImage: $0) }
            let size = photoView.image?.size ?? CGSize(width: 640, height: 480)
            photoView.frame = CGRect(origin: .zero, size: size)
            addSubview(photoView)
            contentSize = size
            delegate = self
            let fit = min(frame.width / max(size.width, 1), frame.height / max(size.height, 1))
            minimumZoomScale = fit
            maximumZoomScale = fit * 4
            zoomScale = fit
            centre()
        }

        required init?(coder: NSCoder) { nil }

        func viewForZooming(in scrollView: UIScrollView) -> UIView? { photoView }

        func scrollViewDidZoom(_ scrollView: UIScrollView) { centre() }

        /// Insets that centre the photo while it is smaller than the view.
        private func centre() {
            let horizontal = max((bounds.width - contentSize.width) / 2, 0)
            let vertical = max((bounds.height - contentSize.height) / 2, 0)
            contentInset = UIEdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
        }
    }
}
