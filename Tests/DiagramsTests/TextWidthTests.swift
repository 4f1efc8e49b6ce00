@testable import Diagrams
import Testing

/// `TextMetrics.width` reads a mono face's sum from a table and the bytes through a span: its
/// result must be, to the last bit, that of the plain pass adding each character's advance.
@Suite struct TextWidthTests {
    /// The pass as first written: per character, in order.
    static func plainWidth(_ text: String, _ face: TextMetrics.Face) -> Double {
        var em = 0.0
        for ch in text {
            guard let s = ch.unicodeScalars.first else { continue }
            if s.value >= 0x1100 { em += 1.0; continue }
            if face.isMono { em += 0.62; continue }
            let bold = face.isBold ? 0.04 : 0
            let advance: Double = switch s {
            case "i", "l", "j", "!", "|", ".", ",", ":", ";", "'", "I", " ": 0.31
            case "f", "t", "r", "(", ")", "[", "]", "-", "\"": 0.41
            case "m", "w", "M", "W", "@": 0.92
            case "A"..."Z", "&", "%", "#": 0.72
            default: 0.61
            }
            em += advance + bold
        }
        return em * face.size
    }

    @Test(arguments: [TextMetrics.Face.mono, .monoSmall, .body, .title, .small, .badge])
    func matchesThePlainSum(_ face: TextMetrics.Face) {
        // Every length across the table's end (255 and beyond), small (inline) and long
        // strings, ASCII and not.
        let pieces = ["a", "showDetail:", "W", "i", "é", "漢", " ", "x_1"]
        for length in 0..<300 {
            var text = ""
            for k in 0..<length { text += pieces[(k * 7 + length) % 3] }
            #expect(TextMetrics.width(text, face) == Self.plainWidth(text, face))
        }
        for (i, piece) in pieces.enumerated() {
            let text = String(repeating: piece, count: 1 + i * 37)
            #expect(TextMetrics.width(text, face) == Self.plainWidth(text, face))
        }
    }
}
