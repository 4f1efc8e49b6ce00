/// Failures of the environment (exit code 2), as opposed to mistakes in the content (diagnostics).
package enum SiteError: Error, CustomStringConvertible, Sendable {
    case missingFolder(String)
    case unsafeOutput(String)
    case io(String)

    package var description: String {
        switch self {
        case .missingFolder(let path):
            path.hasSuffix("/content")
                ? "no content/ folder in '\(String(path.dropLast(8)))': a site keeps its chapters there "
                    + "('flowdoc new DIR' writes a starter site)"
                : "no folder at '\(path)'"
        case .unsafeOutput(let reason): reason
        case .io(let reason): reason
        }
    }
}
