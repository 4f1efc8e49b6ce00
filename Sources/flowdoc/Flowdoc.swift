import SourceModel

@main
struct Flowdoc {
    static func main() {}
}
