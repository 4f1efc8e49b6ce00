/// The diagram's own look without the site's stylesheet, as one `<style>` element inside every
/// SVG: a theme whose layout does not link `static/diagram.css`, a page saved on its own or
/// read in a feed reader still shows grey cards, lines and arrowheads, with the fonts, sizes and
/// text alignment the layout measured text for.
///
/// Every selector is inside `:where(…)`, so it has zero specificity: any rule of diagram.css or
/// of a theme (which all have at least one class or type selector) wins over it, as the
/// presentation attributes (`fill="#fff"` and so on, on every element) that it replaces did.
/// Properties diagram.css does not set (text-anchor, the fill of chevrons) come from here
/// with or without diagram.css — exactly what those attributes gave.
/// Written once per SVG instead of on each element: about 1 KB instead of 12 KB per
/// 50-scene diagram. The same text in every SVG of a page is harmless (the rules are equal).
enum DiagramFallbackStyle {
    static let element: StaticString = """
    <style>:where(.fd-diagram){font-family:system-ui,-apple-system,'Segoe UI',sans-serif;font-size:10.5px}\
    :where(.fd-diagram :is(.fd-rule,.fd-chevron,.fd-sketch,.fd-row-rule,.fd-entry-line,.fd-end,.fd-hit,.fd-line,\
    .fd-marker-tick,.fd-marker-open,.fd-glyph-frame)){fill:none}\
    :where(.fd-diagram :is(.fd-card,.fd-marker-hollow,.fd-label-bg,.fd-kind-navigation .fd-sketch)){fill:#fff}\
    :where(.fd-diagram .fd-titlebar){fill:#f2f2f7}\
    :where(.fd-diagram :is(.fd-badge,.fd-skeleton)){fill:#e5e5ea}\
    :where(.fd-diagram .fd-sketch-dot){fill:#c7c7cc}\
    :where(.fd-diagram :is(.fd-marker-dot,.fd-marker-square,.fd-marker-head,.fd-glyph-screen)){fill:#8e8e93}\
    :where(.fd-diagram :is(.fd-card,.fd-rule,.fd-chevron,.fd-sketch)){stroke:#c7c7cc}\
    :where(.fd-diagram .fd-row-rule){stroke:#e5e5ea}\
    :where(.fd-diagram :is(.fd-entry-line,.fd-line,.fd-marker-tick,.fd-marker-open,.fd-marker-hollow,.fd-glyph-frame)){stroke:#8e8e93}\
    :where(.fd-diagram .fd-hit){stroke:transparent;stroke-width:12px}\
    :where(.fd-diagram :is(.fd-title,.fd-badge-text,.fd-caption,.fd-label-rel)){text-anchor:middle}\
    :where(.fd-diagram .fd-title){font-weight:600}\
    :where(.fd-diagram .fd-hint){text-anchor:end;font-size:8.5px}\
    :where(.fd-diagram .fd-badge-text){font-size:8px}\
    :where(.fd-diagram :is(.fd-caption,.fd-more,.fd-label-count,.fd-label-rel,.fd-label-trigger,.fd-legend-text)){font-size:9.5px}\
    :where(.fd-diagram :is(.fd-row-prototype,.fd-label-id,.fd-class,.fd-sbid)){font-family:ui-monospace,Menlo,monospace;font-size:10px}\
    :where(.fd-diagram :is(.fd-class,.fd-sbid)){font-size:9px}</style>

    """
}
