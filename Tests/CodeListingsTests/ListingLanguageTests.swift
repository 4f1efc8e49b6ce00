import Testing
import CodeListings

@Suite struct ListingLanguageTests {
    @Test(arguments: [
        ("swift", ListingLanguage.swift), ("Swift title=\"x\"", .swift), ("objc", .objectiveC),
        ("Objective-C", .objectiveC), ("obj-c", .objectiveC), ("objectivec", .objectiveC), ("m", .objectiveC),
        ("  OBJC  ", .objectiveC),
    ])
    func recognised(infoString: String, language: ListingLanguage) {
        #expect(ListingLanguage(infoString: infoString) == language)
    }

    @Test(arguments: ["", "flow", "swiftui", "c", "objective", "python swift"])
    func unrecognised(infoString: String) {
        #expect(ListingLanguage(infoString: infoString) == nil)
    }
}
