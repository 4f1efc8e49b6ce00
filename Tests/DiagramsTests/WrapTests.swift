@testable import Diagrams
import FlowGraph
import Testing

/// How a flow too wide for the column wraps into rows.
@Suite struct WrapTests {
    /// A tab bar whose lines to its later tabs run down beside it: a scene wrapped from the
    /// first tab's stack went back to column 0, under the tab bar, and every line of that row
    /// crossed the tab bar's lines (a 47-scene app of five tabs in two columns: 101 crossings,
    /// where dot has 23). It stays right of them: under its parent, in its parent's column.
    @Test func aWrappedRowDoesNotLieAcrossTheLinesOfAnEarlierTab() {
        // 0 Tabs: beside 1 Nav0, 2 Nav1; Nav0 → 3 Root0 → 4 Next0; Nav1 → 5 Root1.
        let forest = GridPlacement.Forest(beside: [[1, 2], [3], [5], [4], [], []], below: Array(repeating: [], count: 6),
                                          roots: [0], isolated: [])
        let placement = GridPlacement(forest, count: 6, maxColumns: 2)
        #expect(placement.column[1] == 1 && placement.column[2] == 1)
        // Nav1 sits below the first tab's stack, so the tab bar's line to it passes every row
        // of that stack: nothing of it may sit in column 0.
        for v in [3, 4] {
            #expect(placement.column[v] >= 1, "scene \(v) in column \(placement.column[v])")
            #expect(placement.row[v] < placement.row[2])
        }
    }

    /// The bundled book's Cookbook (content/05-split-view.md) is five columns long: in three
    /// columns one line meets another line of its own scene once; in two, the drawing is
    /// nearly twice as tall (846 → 1,513 px). That point is no reason to go down to two
    /// columns: the wrappings are compared by the crossings `layout-stats` counts.
    @Test func aPointWhereTwoLinesOfOneSceneMeetDoesNotNarrowTheWrapping() throws {
        let cookbook = Storyboard(name: "Cookbook", scenes: [
            Fixtures.scene("Split", .split, cls: "CookbookSplitViewController", initial: true, master: "RecipesNav", detail: "RecipeNav"),
            Fixtures.scene("RecipesNav", .navigation, root: "Recipes"),
            Fixtures.scene("Recipes", .table, "Recipes", cls: "RecipeListViewController", cells: .prototypes(["RecipeCell"])),
            Fixtures.scene("RecipeNav", .navigation, root: "Recipe"),
            Fixtures.scene("Recipe", .view, "Recipe", cls: "RecipeViewController", actions: ["servingsChosen"]),
            Fixtures.scene("ListNav", .navigation, root: "ShoppingList"),
            Fixtures.scene("ShoppingList", .table, "Shopping List", cls: "ShoppingListViewController", cells: .prototypes(["ItemCell"])),
            Fixtures.scene("Servings", .table, "Servings", cls: "ServingsViewController", cells: .staticCells([])),
        ], segues: [
            Fixtures.segue("showRecipe", "Recipes", "RecipeNav", .showDetail, from: .cell),
            Fixtures.segue("showShoppingList", "Recipes", "ListNav", .showDetail, from: .barButton),
            Fixtures.segue("pickServings", "Recipe", "Servings", .popover, from: .barButton),
        ], unwinds: [
            Fixtures.unwind("chooseServings", "Servings", "Recipe", "servingsChosen", from: .cell),
        ])
        let layout = FlowLayout.layout(cookbook)
        #expect(layout.width <= FlowLayout.maxWidth)
        #expect(Set(layout.cards.map(\.column)).count >= 3)
        #expect(LayoutQuality.edgeCrossings(layout) == 0)
    }
}
