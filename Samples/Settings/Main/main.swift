import SettingsSample
import UIKit

// The settings sample: a form of switches, a slider, segments, a pop-up button and a stepper,
// saved with Apply (Return) and reverted with Revert (Escape).
UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(SettingsAppDelegate.self))
