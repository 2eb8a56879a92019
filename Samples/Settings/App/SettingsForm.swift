public import UIKit

/// A settings form built only from UIKit's controls: switches, a slider, a segmented control, a
/// pop-up button, a stepper, and Apply (the primary button: Return) and Revert (Escape) buttons.
///
/// Every change shows at once in the summary line; Apply saves to the defaults, Revert goes back
/// to what was saved. Tab moves through the controls, Space and the arrows work them.
@MainActor
public final class SettingsForm: UIView {
    /// The settings as the controls show them.
    public private(set) var model: SettingsModel
    private let defaults: UserDefaults

    private let wifi = UISwitch()
    private let bluetooth = UISwitch()
    private let brightness = UISlider()
    private let textSize = UISegmentedControl(items: ["Small", "Medium", "Large"])
    private let autoLock = UIButton(configuration: .gray())
    private let fontSize = UIStepper()
    private let fontSizeLabel = UILabel()
    private let summary = UILabel()
    private let apply = UIButton(configuration: .filled())
    private let revert = UIButton(configuration: .plain())
    private var labels: [UILabel] = []

    /// A form showing the settings saved in `defaults`.
    public init(defaults: UserDefaults) {
        self.defaults = defaults
        model = SettingsModel.load(from: defaults)
        super.init(frame: CGRect(x: 0, y: 0, width: 440, height: 420))
        backgroundColor = .systemGroupedBackground
        build()
        show(model)
    }

    required init?(coder: NSCoder) { nil }

    private func build() {
        for (title, identifier) in [("Wi-Fi", "wifi"), ("Bluetooth", "bluetooth"), ("Brightness", "brightness"), ("Text size", "text size"),
                                    ("Auto-lock", "auto-lock"), ("Font size", "font size")] {
            let label = UILabel()
            label.text = title
            label.font = .systemFont(ofSize: 15)
            label.accessibilityIdentifier = identifier + " label"
            labels.append(label)
            addSubview(label)
        }
        wifi.addAction(UIAction { [weak self] _ in self?.update { $0.wifi = self?.wifi.isOn ?? $0.wifi } }, for: .valueChanged)
        bluetooth.addAction(UIAction { [weak self] _ in self?.update { $0.bluetooth = self?.bluetooth.isOn ?? $0.bluetooth } }, for: .valueChanged)
        brightness.addAction(UIAction { [weak self] _ in self?.update { $0.brightness = self?.brightness.value ?? $0.brightness } }, for: .valueChanged)
        textSize.addAction(UIAction { [weak self] _ in self?.update { $0.textSize = self?.textSize.selectedSegmentIndex ?? $0.textSize } }, for: .valueChanged)
        autoLock.menu = UIMenu(options: .singleSelection, children: SettingsModel.AutoLock.allCases.map { choice in
            UIAction(title: choice.rawValue) { [weak self] _ in self?.update { $0.autoLock = choice } }
        })
        autoLock.showsMenuAsPrimaryAction = true
        autoLock.changesSelectionAsPrimaryAction = true
        fontSize.minimumValue = 10
        fontSize.maximumValue = 24
        fontSize.addAction(UIAction { [weak self] _ in self?.update { $0.fontSize = self?.fontSize.value ?? $0.fontSize } }, for: .valueChanged)
        fontSizeLabel.font = .systemFont(ofSize: 15)
        fontSizeLabel.textAlignment = .right
        summary.font = .systemFont(ofSize: 12)
        summary.textColor = .secondaryLabel
        summary.numberOfLines = 0
        summary.accessibilityIdentifier = "summary"
        apply.configuration?.title = "Apply"
        apply.role = .primary
        apply.addAction(UIAction { [weak self] _ in self?.saveSettings() }, for: .primaryActionTriggered)
        revert.configuration?.title = "Revert"
        revert.role = .cancel
        revert.addAction(UIAction { [weak self] _ in self?.revertSettings() }, for: .primaryActionTriggered)
        let identified: [(UIView, String)] = [
            (wifi, "wifi"), (bluetooth, "bluetooth"), (brightness, "brightness"), (textSize, "text size"), (autoLock, "auto-lock"),
            (fontSize, "font size"), (fontSizeLabel, "font size value"), (apply, "apply"), (revert, "revert"),
        ]
        for (view, identifier) in identified {
            view.accessibilityIdentifier = identifier
            addSubview(view)
        }
        addSubview(summary)
    }

    /// Rows of 48 points: the label on the left, its control on the right.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = 20, rowHeight: CGFloat = 48
        let controls: [UIView] = [wifi, bluetooth, brightness, textSize, autoLock, fontSize]
        for (row, (label, control)) in zip(labels, controls).enumerated() {
            let y = margin + CGFloat(row) * rowHeight
            label.frame = CGRect(x: margin, y: y, width: 110, height: rowHeight)
            let size = control === brightness ? CGSize(width: 220, height: 31)
                : control === textSize ? CGSize(width: 240, height: 32) : control.intrinsicContentSize
            control.frame = CGRect(x: bounds.width - margin - size.width, y: y + (rowHeight - size.height) / 2, width: size.width, height: size.height)
        }
        let fontRow = margin + 5 * rowHeight
        fontSizeLabel.frame = CGRect(x: fontSize.frame.minX - 70, y: fontRow, width: 60, height: rowHeight)
        let buttonsY = margin + 6 * rowHeight + 12
        let applySize = apply.intrinsicContentSize, revertSize = revert.intrinsicContentSize
        apply.frame = CGRect(x: bounds.width - margin - applySize.width, y: buttonsY, width: applySize.width, height: applySize.height)
        revert.frame = CGRect(
            x: apply.frame.minX - 12 - revertSize.width, y: buttonsY, width: revertSize.width, height: revertSize.height)
        summary.frame = CGRect(x: margin, y: buttonsY + 52, width: bounds.width - 2 * margin, height: 40)
    }

    // MARK: Model

    private func update(_ change: (inout SettingsModel) -> Void) {
        change(&model)
        showSummary()
    }

    /// Puts `model` in every control.
    private func show(_ model: SettingsModel) {
        self.model = model
        wifi.setOn(model.wifi, animated: false)
        bluetooth.setOn(model.bluetooth, animated: false)
        brightness.value = model.brightness
        textSize.selectedSegmentIndex = model.textSize
        for case let action as UIAction in autoLock.menu?.children ?? [] {
            action.state = action.title == model.autoLock.rawValue ? .on : .off
        }
        autoLock.configuration?.title = model.autoLock.rawValue
        fontSize.value = model.fontSize
        showSummary()
    }

    private func showSummary() {
        fontSizeLabel.text = "\(Int(model.fontSize)) pt"
        summary.text = model.summary
    }

    private func saveSettings() {
        model.save(to: defaults)
        summary.text = model.summary + "\nSaved."
    }

    private func revertSettings() {
        show(SettingsModel.load(from: defaults))
    }
}

/// The sample's app delegate: one window holding the form, with settings in the standard defaults
/// (or those given).
@MainActor
public final class SettingsAppDelegate: UIResponder, UIApplicationDelegate {
    /// The app's window.
    public var window: UIWindow?
    /// Where the settings are kept.
    public var defaults = UserDefaults.standard

    /// A delegate keeping settings in the standard defaults.
    public override init() {
        super.init()
    }

    /// Makes the window with the form and shows it.
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let form = SettingsForm(defaults: defaults)
        let window = UIWindow(frame: form.frame)
        window.title = "Settings"
        form.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(form)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
