import ExternalDisplaySample
import UIKit

// The external-display sample: a blue main window; plug in a monitor (or, under Xorg with the
// dummy driver, `xrandr --output DUMMY1 --mode 1280x720 --right-of DUMMY0`) and it shows a white
// "<no content>" window; unplug it and that window goes.
UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(ExternalDisplayDelegate.self))
