// swift-tools-version: 6.0
// flowdoc — a static-site generator for app navigation flows.
// One library target per pipeline stage; dependencies point one way (top to bottom below).
import PackageDescription

let package = Package(
    name: "flowdoc",
    products: [
        .executable(name: "flowdoc", targets: ["flowdoc"]),
    ],
    targets: [
        // C libraries, found with pkg-config.
        .systemLibrary(
            name: "CCmark", pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]),
        .systemLibrary(
            name: "CMicroHTTPD", pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]),

        // The C bridge for the one system call Swift cannot make (an atomic folder exchange).
        .target(name: "CFileSystem"),
        // The C side of the Markdown bridge: a per-thread bump allocator for libcmark's trees.
        .target(name: "CCmarkArena"),
        // jemalloc's start-up options (huge pages), as the `malloc_conf` symbol it reads.
        .target(name: "CAllocatorOptions"),

        // Stages.
        .target(name: "SourceModel"),
        .target(name: "Markup", dependencies: ["CCmark", "CCmarkArena", "SourceModel"]),
        .target(name: "CodeListings", dependencies: ["SourceModel"]),
        .target(name: "FlowSyntax", dependencies: ["SourceModel"]),
        .target(name: "FlowGraph", dependencies: ["FlowSyntax", "SourceModel"]),
        .target(name: "Diagrams", dependencies: ["FlowGraph"]),
        .target(name: "Templates", dependencies: ["SourceModel"]),
        .target(name: "StoryboardImport", dependencies: ["FlowGraph", "FlowSyntax", "CodeListings", "SourceModel"]),
        .target(
            name: "Site",
            dependencies: ["Markup", "CodeListings", "FlowSyntax", "FlowGraph", "Diagrams", "Templates", "SourceModel", "CFileSystem"]),
        .target(name: "Preview", dependencies: ["CMicroHTTPD", "Site", "SourceModel"]),
        .executableTarget(
            name: "flowdoc",
            dependencies: ["Site", "Preview", "StoryboardImport", "FlowGraph", "Diagrams", "Markup", "SourceModel", "CAllocatorOptions"],
            // On Linux the build allocates from two threads at once, which glibc's malloc serves
            // slowly; jemalloc (Debian libjemalloc-dev) replaces it for the whole process. README
            // "What is linked, and why" has the figures. macOS keeps its own allocator.
            linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]),

        // Tests, one target per stage, and what they share (the one golden-file check).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "SourceModelTests", dependencies: ["SourceModel"]),
        .testTarget(name: "MarkupTests", dependencies: ["TestSupport", "Markup", "CCmarkArena", "SourceModel"]),
        .testTarget(name: "CodeListingsTests", dependencies: ["TestSupport", "CodeListings", "SourceModel"], exclude: ["Golden"]),
        .testTarget(name: "FlowSyntaxTests", dependencies: ["TestSupport", "FlowSyntax", "SourceModel"]),
        .testTarget(name: "FlowGraphTests", dependencies: ["TestSupport", "FlowGraph", "FlowSyntax", "Markup", "SourceModel"], exclude: ["Golden", "Fixtures"]),
        .testTarget(name: "DiagramsTests", dependencies: ["TestSupport", "Diagrams", "FlowGraph", "FlowSyntax"], exclude: ["Golden"]),
        .testTarget(name: "TemplatesTests", dependencies: ["Templates", "SourceModel"]),
        .testTarget(name: "StoryboardImportTests", dependencies: ["TestSupport", "StoryboardImport", "FlowGraph", "FlowSyntax"], exclude: ["Golden", "Fixtures"]),
        .testTarget(name: "SiteTests", dependencies: ["TestSupport", "Site", "SourceModel", "FlowGraph", "Markup"], exclude: ["Golden"]),
        .testTarget(name: "PreviewTests", dependencies: ["Preview", "Site"]),
        .testTarget(name: "CLITests", dependencies: ["TestSupport", "flowdoc"], exclude: ["Fixtures"]),
        .testTarget(name: "CorpusDriftTests"),
    ]
)
