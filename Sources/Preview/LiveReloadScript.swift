/// The script `serve` adds to HTML pages: reloads after a good build (keeping the scroll
/// position), shows build errors over the last good page, and recovers by itself.
///
/// Diagnostic text reaches the page only through `textContent`, never as markup.
enum LiveReloadScript {
    /// Marks the injected element; tests and the script itself look for it.
    static let marker = "data-flowdoc-live-reload"

    /// The `<script>` element for a page served at `generation` by server `serverID`.
    static func element(generation: Int, serverID: String) -> String {
        // Both values are generated here (an integer and hex digits): nothing to escape.
        let safeID = String(serverID.unicodeScalars.filter { $0.properties.isASCIIHexDigit })
        return "<script \(marker)>\n(function () {\nvar PAGE_GENERATION = \(generation), SERVER = \"\(safeID)\";\n"
            + body + "})();\n</script>\n"
    }

    /// `html` with the script inserted before the last `</body>`, or appended when there is none.
    static func inject(into html: [UInt8], generation: Int, serverID: String) -> [UInt8] {
        let script = Array(element(generation: generation, serverID: serverID).utf8)
        guard let at = lastBodyClose(in: html) else { return html + script }
        var out = [UInt8]()
        out.reserveCapacity(html.count + script.count)
        out.append(contentsOf: html[..<at])
        out.append(contentsOf: script)
        out.append(contentsOf: html[at...])
        return out
    }

    /// Offset of the last `</body` (any case), if any.
    static func lastBodyClose(in html: [UInt8]) -> Int? {
        let needle = Array("</body".utf8)
        guard html.count >= needle.count else { return nil }
        var i = html.count - needle.count
        while i >= 0 {
            var match = true
            for j in 0..<needle.count {
                let c = html[i + j]
                let lower = (c >= 65 && c <= 90) ? c + 32 : c
                if lower != needle[j] { match = false; break }
            }
            if match { return i }
            i -= 1
        }
        return nil
    }

    private static let body = #"""
"use strict";
var SCROLL_KEY = "flowdoc:scroll", DISMISS_KEY = "flowdoc:dismissed";
var host = null;
function store(key, value) { try { sessionStorage.setItem(key, value); } catch (e) {} }
function load(key) { try { return sessionStorage.getItem(key); } catch (e) { return null; } }
function forget(key) { try { sessionStorage.removeItem(key); } catch (e) {} }

(function restoreScroll() {
  var saved = null;
  try { saved = JSON.parse(load(SCROLL_KEY) || "null"); } catch (e) {}
  if (!saved || saved.path !== location.pathname) return;
  forget(SCROLL_KEY);
  var go = function () { window.scrollTo(0, saved.y); };
  if (document.readyState === "complete") go(); else window.addEventListener("load", go);
})();

function reload() {
  store(SCROLL_KEY, JSON.stringify({ path: location.pathname, y: window.scrollY }));
  location.reload();
}

function removePanel() { if (host) { host.remove(); host = null; } }

var CSS = [
  ":host { all: initial; }",
  ".panel { position: fixed; z-index: 2147483647; top: 12px; left: 12px; right: 12px;",
  "  max-height: 70vh; overflow: auto; box-sizing: border-box; padding: 14px 16px;",
  "  border-radius: 8px; border: 2px solid #b3261e; background: #ffffff; color: #1c1b1f;",
  "  box-shadow: 0 8px 28px rgba(0,0,0,.35); font: 14px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }",
  ".panel.warning { border-color: #8a5300; }",
  ".title { font-weight: bold; margin: 0 0 8px; font-family: system-ui, sans-serif; }",
  "ul { list-style: none; margin: 0; padding: 0; }",
  "li { padding: 6px 0; border-top: 1px solid rgba(127,127,127,.3); white-space: pre-wrap; word-break: break-word; }",
  ".loc { font-weight: bold; }",
  ".error { color: #b3261e; font-weight: bold; }",
  ".warning-sev { color: #8a5300; font-weight: bold; }",
  ".rule { opacity: .75; }",
  "button { float: right; font: inherit; cursor: pointer; padding: 2px 10px; border-radius: 4px;",
  "  border: 1px solid currentColor; background: transparent; color: inherit; }",
  "@media (prefers-color-scheme: dark) {",
  "  .panel { background: #1f1f23; color: #ececf1; border-color: #ff8a80; }",
  "  .panel.warning { border-color: #ffcc66; }",
  "  .error { color: #ff8a80; } .warning-sev { color: #ffcc66; } }"
].join("\n");

function element(tag, className, text) {
  var node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function showPanel(status, failed) {
  removePanel();
  host = document.createElement("flowdoc-build-status");
  host.id = "flowdoc-overlay";
  var root = host.attachShadow ? host.attachShadow({ mode: "open" }) : host;
  root.appendChild(element("style", null, CSS));
  var panel = element("div", failed ? "panel" : "panel warning");
  panel.setAttribute("role", failed ? "alert" : "status");
  if (!failed) {
    var close = element("button", null, "Dismiss");
    close.addEventListener("click", function () {
      store(DISMISS_KEY, status.server + ":" + status.generation);
      removePanel();
    });
    panel.appendChild(close);
  }
  panel.appendChild(element("p", "title", failed
    ? "Build failed \u2014 showing the last good version of this page"
    : "Build succeeded with warnings"));
  var list = element("ul");
  (status.diagnostics || []).forEach(function (d) {
    var item = element("li");
    var where = d.file == null ? "(no file)" : d.file + ":" + d.line + ":" + d.column;
    item.appendChild(element("span", "loc", where + ": "));
    item.appendChild(element("span", d.severity === "error" ? "error" : "warning-sev", String(d.severity) + ": "));
    item.appendChild(element("span", "message", String(d.message) + " "));
    item.appendChild(element("span", "rule", "[" + String(d.rule) + "]"));
    list.appendChild(item);
  });
  panel.appendChild(list);
  root.appendChild(panel);
  (document.body || document.documentElement).appendChild(host);
}

function apply(status) {
  if (!status || typeof status.generation !== "number") return;
  var changed = status.generation !== PAGE_GENERATION || status.server !== SERVER;
  var diagnostics = status.diagnostics || [];
  if (!status.succeeded) { showPanel(status, true); return; }
  if (changed) { reload(); return; }
  if (diagnostics.length && load(DISMISS_KEY) !== status.server + ":" + status.generation) {
    showPanel(status, false);
  } else {
    removePanel();
  }
}

function start() {
  fetch("/__flowdoc/status", { cache: "no-store" })
    .then(function (r) { return r.json(); }).then(apply).catch(function () {});
  connect();
}

function connect() {
  if (!window.EventSource) return;
  var source = new EventSource("/__flowdoc/events");
  source.addEventListener("build", function (e) {
    try { apply(JSON.parse(e.data)); } catch (x) {}
  });
  source.onerror = function () {
    // The browser retries by itself unless the stream was refused; then try again later.
    if (source.readyState === 2) { source.close(); setTimeout(connect, 1000); }
  };
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start); else start();

"""#
}
