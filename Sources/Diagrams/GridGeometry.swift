/// Turns grid cells into coordinates: column x positions, row y positions, and the centre
/// lines of the free channels between them, where edges are routed.
struct GridGeometry: Sendable {
    static let marginLeft = 64.0
    static let margin = 28.0
    static let baseColumnGap = 92.0
    static let baseRowGap = 60.0
    /// Between the rows of a fan's block (see `FanGroups`): room for one line and its arrows.
    static let tightRowGap = 26.0

    var columnX: [Double]
    var rowY: [Double]
    var rowHeight: [Double]
    /// Gap to the right of each column (the last one is the right margin).
    var columnGap: [Double]
    /// Gap below each row (the last one is the bottom margin).
    var rowGap: [Double]

    init(columns: Int, rows: Int, rowHeight: [Double], columnGap: [Double], rowGap: [Double]) {
        self.rowHeight = rowHeight
        self.columnGap = columnGap
        self.rowGap = rowGap
        var x = Self.marginLeft
        var xs: [Double] = []
        for c in 0..<columns {
            xs.append(x)
            x += CardContent.width + columnGap[c]
        }
        var y = Self.margin
        var ys: [Double] = []
        for r in 0..<rows {
            ys.append(y)
            y += rowHeight[r] + rowGap[r]
        }
        columnX = xs
        rowY = ys
    }

    /// Centre of the vertical channel left of column `i` (`i == columns`: right of the last).
    func vx(_ i: Int) -> Double {
        if columnX.isEmpty { return 0 }
        if i <= 0 { return columnX[0] - 22 }
        if i >= columnX.count { return columnX[columnX.count - 1] + CardContent.width + 20 }
        return (columnX[i - 1] + CardContent.width + columnX[i]) / 2
    }

    /// Half the usable width of vertical channel `i`.
    func vHalfWidth(_ i: Int) -> Double {
        if i <= 0 || i >= columnX.count { return 16 }
        return columnGap[i - 1] / 2 - 10
    }

    /// Centre of the horizontal channel above row `j` (`j == rows`: below the last).
    func hy(_ j: Int) -> Double {
        if rowY.isEmpty { return 0 }
        if j <= 0 { return rowY[0] - 16 }
        if j >= rowY.count { return rowY[rowY.count - 1] + rowHeight[rowY.count - 1] + 18 }
        return (rowY[j - 1] + rowHeight[j - 1] + rowY[j]) / 2
    }

    func hHalfWidth(_ j: Int) -> Double {
        if j <= 0 || j >= rowY.count { return 12 }
        return rowGap[j - 1] / 2 - 8
    }
}
