import CoreGraphics
import Foundation
import QuartzCore
import UIKitCore

/// The Gallery's page of controls: every standard control in its states, live, wired together
/// as a settings screen would be (the slider drives the progress bar, the stepper a count, the
/// page control its label), with a status line naming the last change.
@MainActor
public enum ControlsPage {
    public static let size = CGSize(width: 960, height: 720)

    /// The page's views, for a window to show.
    public static func makeView() -> UIView {
        let page = Page()
        page.frame = CGRect(origin: .zero, size: size)
        return page
    }

    private final class Page: UIView {
        private let status = UILabel(frame: CGRect(x: 24, y: 672, width: 912, height: 24))
        private let progress = UIProgressView(progressViewStyle: .default)
        private let countLabel = UILabel()
        private let pageLabel = UILabel()
        private let spinner = UIActivityIndicatorView(style: .medium)

        /// The page's text layers, recoloured when the appearance changes: a layer's colour is
        /// a `CGColor`, which stays as it was resolved (as on iOS).
        private var textLayers: [CATextLayer] = []
        private static let textColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.85, alpha: 1) : UIColor(white: 0.25, alpha: 1) }

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.08, alpha: 1) : UIColor(white: 0.97, alpha: 1) }
            addText("Casement · controls", at: CGPoint(x: 24, y: 16), size: 24, bold: true)
            addText(
                "Every control is live: click, drag and hold them. The slider fills the bar, the stepper counts, the dots turn pages.",
                at: CGPoint(x: 24, y: 60), size: 13, bold: false)
            addAppearanceSwitch()
            status.font = .systemFont(ofSize: 15)
            status.textColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.7, alpha: 1) : UIColor(white: 0.3, alpha: 1) }
            status.text = "Nothing changed yet."
            status.accessibilityIdentifier = "status"
            addSubview(status)
            addButtons(x: 24, y: 100)
            addSwitches(x: 24, y: 330)
            addSliders(x: 24, y: 490)
            addSteppersAndSegments(x: 500, y: 100)
            addProgressAndPages(x: 500, y: 330)
            addMenus(x: 500, y: 540)
        }

        required init?(coder: NSCoder) { nil }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            guard traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) else { return }
            let color = Self.textColor.resolvedColor(with: traitCollection).cgColor
            for text in textLayers { text.foregroundColor = color }
        }

        // MARK: Sections

        private func addText(_ text: String, at point: CGPoint, size: CGFloat, bold: Bool) {
            let label = GalleryPages.pageLabel(text, at: point, size: size, bold: bold)
            if let label = label as? CATextLayer {
                label.foregroundColor = Self.textColor.resolvedColor(with: traitCollection).cgColor
                textLayers.append(label)
            }
            layer.addSublayer(label)
        }

        private func heading(_ text: String, x: CGFloat, y: CGFloat) {
            addText(text, at: CGPoint(x: x, y: y), size: 15, bold: true)
        }

        /// A switch in the top-right corner that turns the page dark.
        private func addAppearanceSwitch() {
            let toggle = UISwitch()
            toggle.addAction(UIAction { [weak self, unowned toggle] _ in
                self?.overrideUserInterfaceStyle = toggle.isOn ? .dark : .unspecified
                self?.status.text = toggle.isOn ? "Dark appearance." : "Light appearance."
            }, for: .valueChanged)
            let width = toggle.intrinsicContentSize.width
            place(toggle, x: ControlsPage.size.width - 24 - width, y: 20, identifier: "dark")
            addText("Dark", at: CGPoint(x: ControlsPage.size.width - 24 - width - 44, y: 26), size: 15, bold: false)
        }

        private func place(_ view: UIView, x: CGFloat, y: CGFloat, width: CGFloat? = nil, identifier: String) {
            let size = view.intrinsicContentSize
            view.frame = CGRect(x: x, y: y, width: width ?? size.width, height: size.height)
            view.accessibilityIdentifier = identifier
            addSubview(view)
        }

        private func addButtons(x: CGFloat, y: CGFloat) {
            heading("Buttons", x: x, y: y)
            let styles: [(String, UIButton.Configuration)] = [
                ("Filled", .filled()), ("Tinted", .tinted()), ("Gray", .gray()), ("Plain", .plain()),
            ]
            var left = x
            for (title, base) in styles {
                var configuration = base
                configuration.title = title
                let button = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
                    self?.status.text = "Pressed “\(title)”."
                })
                place(button, x: left, y: y + 30, identifier: title.lowercased())
                left += button.frame.width + 12
            }
            var capsule = UIButton.Configuration.borderedProminent()
            capsule.title = "Continue"
            capsule.subtitle = "Large, capsule"
            capsule.buttonSize = .large
            capsule.cornerStyle = .capsule
            capsule.baseBackgroundColor = .systemIndigo
            place(UIButton(configuration: capsule, primaryAction: UIAction { [weak self] _ in
                self?.status.text = "Continued."
            }), x: x, y: y + 80, identifier: "continue")

            var loading = UIButton.Configuration.tinted()
            loading.title = "Download"
            loading.imagePadding = 8
            let download = UIButton(configuration: loading)
            download.changesSelectionAsPrimaryAction = true
            download.configurationUpdateHandler = { button in
                var configuration = button.configuration
                configuration?.showsActivityIndicator = button.isSelected
                configuration?.title = button.isSelected ? "Downloading…" : "Download"
                button.configuration = configuration
            }
            download.addAction(UIAction { [weak self, weak download] _ in
                self?.status.text = download?.isSelected == true ? "Downloading (click again to stop)." : "Download stopped."
            }, for: .primaryActionTriggered)
            place(download, x: x + 220, y: y + 88, width: 190, identifier: "download")

            let system = UIButton(type: .system)
            system.setTitle("System button", for: .normal)
            system.addAction(UIAction { [weak self] _ in self?.status.text = "Pressed the system button." }, for: .touchUpInside)
            place(system, x: x, y: y + 160, identifier: "system")
            var disabledConfiguration = UIButton.Configuration.filled()
            disabledConfiguration.title = "Disabled"
            let disabled = UIButton(configuration: disabledConfiguration)
            disabled.isEnabled = false
            place(disabled, x: x + 150, y: y + 156, identifier: "disabled")
        }

        private func addSwitches(x: CGFloat, y: CGFloat) {
            heading("Switches", x: x, y: y)
            let names = ["Wi-Fi", "Bluetooth", "Airplane mode"]
            for (index, name) in names.enumerated() {
                let row = y + 30 + CGFloat(index) * 36
                addText(name, at: CGPoint(x: x, y: row + 6), size: 15, bold: false)
                let toggle = UISwitch()
                toggle.isOn = index == 0
                if index == 2 { toggle.onTintColor = .systemOrange }
                toggle.addAction(UIAction { [weak self, weak toggle] _ in
                    self?.status.text = "\(name) turned \(toggle?.isOn == true ? "on" : "off")."
                }, for: .valueChanged)
                place(toggle, x: x + 150, y: row, identifier: name.lowercased())
            }
            let locked = UISwitch()
            locked.isOn = true
            locked.isEnabled = false
            place(locked, x: x + 230, y: y + 30, identifier: "locked")
            let remember = UISwitch()
            remember.preferredStyle = .checkbox
            remember.title = "Remember me"
            remember.addAction(UIAction { [weak self, weak remember] _ in
                self?.status.text = "Remember me \(remember?.isOn == true ? "checked" : "unchecked")."
            }, for: .valueChanged)
            place(remember, x: x + 230, y: y + 76, identifier: "remember")
        }

        private func addSliders(x: CGFloat, y: CGFloat) {
            heading("Sliders", x: x, y: y)
            let volume = UISlider()
            volume.value = 0.4
            volume.addAction(UIAction { [weak self, weak volume] _ in
                guard let self, let volume else { return }
                self.progress.setProgress(volume.value, animated: false)
                self.status.text = String(format: "Volume %.0f %%.", volume.value * 100)
            }, for: .valueChanged)
            place(volume, x: x, y: y + 30, width: 420, identifier: "volume")
            let warm = UISlider()
            warm.value = 0.7
            warm.minimumTrackTintColor = .systemOrange
            warm.thumbTintColor = .systemYellow
            warm.isContinuous = false
            warm.addAction(UIAction { [weak self, weak warm] _ in
                self?.status.text = String(format: "Warmth set to %.2f (sent once, at the end).", warm?.value ?? 0)
            }, for: .valueChanged)
            place(warm, x: x, y: y + 75, width: 420, identifier: "warmth")
            let disabled = UISlider()
            disabled.value = 0.5
            disabled.isEnabled = false
            place(disabled, x: x, y: y + 120, width: 420, identifier: "disabled-slider")
        }

        private func addSteppersAndSegments(x: CGFloat, y: CGFloat) {
            heading("Steppers and segments", x: x, y: y)
            let stepper = UIStepper()
            stepper.maximumValue = 10
            stepper.value = 3
            countLabel.font = .systemFont(ofSize: 15)
            countLabel.text = "3 tickets"
            countLabel.frame = CGRect(x: x + 110, y: y + 36, width: 150, height: 20)
            addSubview(countLabel)
            stepper.addAction(UIAction { [weak self, weak stepper] _ in
                guard let self, let stepper else { return }
                self.countLabel.text = "\(Int(stepper.value)) tickets"
                self.status.text = "Stepped to \(Int(stepper.value)) (hold to repeat)."
            }, for: .valueChanged)
            place(stepper, x: x, y: y + 30, identifier: "stepper")
            let wrapping = UIStepper()
            wrapping.wraps = true
            wrapping.maximumValue = 3
            place(wrapping, x: x + 260, y: y + 30, identifier: "wrapping-stepper")

            let views = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
            views.selectedSegmentIndex = 1
            views.addAction(UIAction { [weak self, weak views] _ in
                guard let views else { return }
                self?.status.text = "Showing the \(views.titleForSegment(at: views.selectedSegmentIndex) ?? "?")."
            }, for: .valueChanged)
            place(views, x: x, y: y + 80, width: 420, identifier: "period")
            let tinted = UISegmentedControl(frame: .zero, actions: [
                UIAction(title: "List") { [weak self] _ in self?.status.text = "List layout." },
                UIAction(title: "Grid") { [weak self] _ in self?.status.text = "Grid layout." },
            ])
            tinted.selectedSegmentIndex = 0
            tinted.selectedSegmentTintColor = .systemBlue
            tinted.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
            place(tinted, x: x, y: y + 124, width: 200, identifier: "layout")
            let momentary = UISegmentedControl(items: ["−", "Reset", "+"])
            momentary.isMomentary = true
            momentary.addAction(UIAction { [weak self, weak momentary] _ in
                self?.status.text = "Momentary: \(momentary?.titleForSegment(at: momentary?.selectedSegmentIndex ?? 0) ?? "")."
            }, for: .valueChanged)
            place(momentary, x: x + 220, y: y + 124, width: 200, identifier: "momentary")
        }

        private func addProgressAndPages(x: CGFloat, y: CGFloat) {
            heading("Progress and pages", x: x, y: y)
            progress.progress = 0.4
            progress.frame = CGRect(x: x, y: y + 40, width: 420, height: 4)
            progress.accessibilityIdentifier = "progress"
            addSubview(progress)
            spinner.startAnimating()
            spinner.frame.origin = CGPoint(x: x, y: y + 64)
            addSubview(spinner)
            let large = UIActivityIndicatorView(style: .large)
            large.color = .systemIndigo
            large.startAnimating()
            large.frame.origin = CGPoint(x: x + 40, y: y + 56)
            addSubview(large)

            let pages = UIPageControl()
            pages.numberOfPages = 6
            pages.currentPageIndicatorTintColor = .systemBlue
            pages.pageIndicatorTintColor = .systemGray4
            pageLabel.font = .systemFont(ofSize: 15)
            pageLabel.text = "Page 1 of 6"
            pageLabel.frame = CGRect(x: x + 260, y: y + 126, width: 160, height: 20)
            addSubview(pageLabel)
            pages.addAction(UIAction { [weak self, weak pages] _ in
                guard let self, let pages else { return }
                self.pageLabel.text = "Page \(pages.currentPage + 1) of \(pages.numberOfPages)"
                self.status.text = "Turned to page \(pages.currentPage + 1)."
            }, for: .valueChanged)
            place(pages, x: x, y: y + 122, width: 240, identifier: "pages")
            let prominent = UIPageControl()
            prominent.numberOfPages = 30
            prominent.currentPage = 12
            prominent.backgroundStyle = .prominent
            place(prominent, x: x, y: y + 160, width: 240, identifier: "many-pages")
        }

        private func addMenus(x: CGFloat, y: CGFloat) {
            heading("Menus and the keyboard", x: x, y: y)
            let sort = UIButton(configuration: .bordered())
            sort.menu = UIMenu(children: ["Name", "Date", "Size"].map { key in
                UIAction(title: key) { [weak self] _ in self?.status.text = "Sorted by \(key.lowercased())." }
            })
            sort.showsMenuAsPrimaryAction = true
            sort.changesSelectionAsPrimaryAction = true
            place(sort, x: x, y: y + 34, identifier: "sort")

            var more = UIButton.Configuration.gray()
            more.title = "Actions"
            let actions = UIButton(configuration: more)
            actions.menu = UIMenu(children: [
                UIAction(title: "Duplicate") { [weak self] _ in self?.status.text = "Duplicated." },
                UIMenu(title: "Share", children: [
                    UIAction(title: "Mail") { [weak self] _ in self?.status.text = "Shared by mail." },
                    UIAction(title: "Messages") { [weak self] _ in self?.status.text = "Shared in Messages." },
                ]),
                UIMenu(options: .displayInline, children: [
                    UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in self?.status.text = "Deleted." },
                ]),
            ])
            actions.showsMenuAsPrimaryAction = true
            actions.isPointerInteractionEnabled = true
            place(actions, x: x + 150, y: y + 34, identifier: "actions")

            // A fixed day in a fixed calendar and language, so the page looks the same every day.
            let due = UIDatePicker()
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
            (due.calendar, due.timeZone, due.locale) = (calendar, calendar.timeZone, Locale(identifier: "en_US"))
            due.datePickerMode = .date
            due.date = calendar.date(from: DateComponents(year: 2026, month: 12, day: 24)) ?? due.date
            due.addAction(UIAction { [weak self, unowned due] _ in
                let formatter = DateFormatter()
                (formatter.calendar, formatter.timeZone, formatter.locale, formatter.dateStyle) = (calendar, calendar.timeZone, due.locale, .long)
                self?.status.text = "Due \(formatter.string(from: due.date))."
            }, for: .valueChanged)
            due.frame = CGRect(origin: CGPoint(x: x + 270, y: y + 34), size: due.sizeThatFits(.zero))
            due.accessibilityIdentifier = "due"
            addSubview(due)

            let highlight = UIColorWell(frame: CGRect(x: x + 416, y: y + 37, width: 28, height: 28))
            highlight.title = "Highlight"
            highlight.selectedColor = .systemOrange
            highlight.addAction(UIAction { [weak self, unowned highlight] _ in
                self?.status.text = "Highlight \(highlight.accessibilityValue ?? "")."
            }, for: .valueChanged)
            highlight.accessibilityIdentifier = "highlight"
            addSubview(highlight)
            addText("Right-click a button for its menu. Tab moves focus, Space presses.", at: CGPoint(x: x, y: y + 84), size: 13, bold: false)
        }
    }
}
