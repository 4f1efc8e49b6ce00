import Foundation

/// Standard output and error, unbuffered where it matters, and terminal detection.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    static var errorIsTerminal: Bool { isatty(2) != 0 }
    static var outputIsTerminal: Bool { isatty(1) != 0 }

    /// Colour only on a terminal, and never when NO_COLOR is set.
    static var useColor: Bool {
        errorIsTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }
}
