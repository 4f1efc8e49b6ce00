import Testing
@testable import CodeListings

@Suite struct ObjectiveCLexerTests {
    @Test func preprocessorLines() {
        #expect(lexed("#import <UIKit/UIKit.h>\n#import \"A.h\"\n#pragma mark - Table view\n#define N 3", .objectiveC) == [
            "directive #import", "string <UIKit/UIKit.h>", "directive #import", "string \"A.h\"",
            "directive #pragma mark - Table view", "directive #define", "typeName N", "number 3",
        ])
    }

    @Test func atKeywordsAndPropertyAttributes() {
        #expect(lexed("@interface A : NSObject\n@property (nonatomic, copy) NSString *name;\n@end", .objectiveC) == [
            "keyword @interface", "typeName A", "punctuation :", "typeName NSObject",
            "keyword @property", "punctuation (", "keyword nonatomic", "punctuation ,", "keyword copy",
            "punctuation )", "typeName NSString", "punctuation *", "identifier name", "punctuation ;",
            "keyword @end",
        ])
        // Outside `@property (…)`, `copy` is a plain message.
        #expect(lexed("[a copy]", .objectiveC) == [
            "punctuation [", "identifier a", "identifier copy", "punctuation ]",
        ])
    }

    @Test func stringsCharactersAndNumbers() {
        #expect(lexed(#"x = @"a\"b"; c = 'q'; s = "c"; f = 1.5f; @YES; @[@1]"#, .objectiveC) == [
            "identifier x", "punctuation =", #"string @"a\"b""#, "punctuation ;",
            "identifier c", "punctuation =", "string 'q'", "punctuation ;",
            "identifier s", "punctuation =", "string \"c\"", "punctuation ;",
            "identifier f", "punctuation =", "number 1.5f", "punctuation ;",
            "keyword @YES", "punctuation ;", "punctuation @", "punctuation [", "punctuation @", "number 1",
            "punctuation ]",
        ])
    }

    @Test func messageSendsAndComments() {
        #expect(lexed("[self performSegueWithIdentifier:@\"Go\" sender:nil]; // done\n/* a /* b */ c", .objectiveC) == [
            "punctuation [", "keyword self", "identifier performSegueWithIdentifier", "punctuation :",
            "string @\"Go\"", "identifier sender", "punctuation :", "keyword nil", "punctuation ]",
            "punctuation ;", "comment // done", "comment /* a /* b */", "identifier c",
        ])
    }

    @Test func hashInsideALineIsNotADirective() {
        #expect(lexed("x # y", .objectiveC) == ["identifier x", "punctuation #", "identifier y"])
    }
}
