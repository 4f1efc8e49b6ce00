/* flowdoc — "Play the flow".
   On a storyboard page, runs the storyboard in a phone frame: the initial scene first; tapping
   a cell, button, bar button or tab performs its segue with the transition UIKit uses (push
   slides in from the right and gets a back button, a modal rises from the bottom, an unwind
   returns to its target, a tab switches, show-detail replaces a split view's detail). The
   diagram beside the phone marks where the reader is.
   Plain JavaScript, no library; the storyboard comes from the page itself (a JSON <script>
   written by flowdoc), so it works from file://. Without JavaScript the page is unchanged. */
(function () {
  "use strict";

  function ready(fn) {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", fn);
    else fn();
  }

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text != null) e.textContent = text;
    return e;
  }

  var reduceMotion = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  function Player(data, figure) {
    this.data = data;
    this.figure = figure;
    this.svg = figure.querySelector("svg.fd-diagram");
    this.scenes = {};
    this.out = {};
    var self = this;
    data.scenes.forEach(function (s) { self.scenes[s.name] = s; self.out[s.name] = []; });
    data.segues.forEach(function (g) { if (self.out[g.from]) self.out[g.from].push(g); });
    this.entry = data.scenes.filter(function (s) { return s.initial; })[0] || data.scenes[0];
  }

  /* ---- The app's state: a root controller and the modals presented over it. ---- */

  Player.prototype.make = function (name, depth) {
    var s = this.scenes[name];
    var node = { scene: name };
    depth = depth || 0;
    if (!s || depth > 8) return node;
    if (s.kind === "navigation" && s.root) node.stack = [this.make(s.root, depth + 1)];
    else if (s.kind === "navigation") node.stack = [];
    if (s.kind === "tab") {
      var self = this;
      node.tabs = (s.tabs || []).map(function (t) { return self.make(t, depth + 1); });
      node.selected = 0;
    }
    if (s.kind === "split") {
      node.master = s.master ? this.make(s.master, depth + 1) : null;
      node.detail = s.detail ? this.make(s.detail, depth + 1) : null;
    }
    return node;
  };

  Player.prototype.reset = function () {
    this.layers = this.entry ? [this.make(this.entry.name)] : [];
    this.lastEdge = null;
  };

  /* The path of nodes from a layer's root to each scene shown on screen. */
  Player.prototype.visiblePaths = function (node, path, into) {
    path = path.concat([node]);
    if (node.stack) {
      if (node.stack.length) this.visiblePaths(node.stack[node.stack.length - 1], path, into);
      else into.push(path);
    } else if (node.tabs) {
      if (node.tabs.length) this.visiblePaths(node.tabs[node.selected], path, into);
      else into.push(path);
    } else if (node.master !== undefined) {
      if (node.master) this.visiblePaths(node.master, path, into);
      if (node.detail) this.visiblePaths(node.detail, path, into);
      if (!node.master && !node.detail) into.push(path);
    } else {
      into.push(path);
    }
    return into;
  };

  Player.prototype.top = function () { return this.layers[this.layers.length - 1]; };

  function nearest(path, test) {
    for (var i = path.length - 2; i >= 0; i--) if (test(path[i])) return path[i];
    return null;
  }

  /* ---- Performing segues ---- */

  Player.prototype.perform = function (segue, path) {
    var style = segue.style, node;
    var nav = nearest(path, function (n) { return !!n.stack; });
    var split = nearest(path, function (n) { return n.master !== undefined; });
    var change;
    if (style === "unwind") {
      change = this.unwind(segue.to);
    } else if ((style === "push" || style === "show") && nav) {
      nav.stack.push(this.make(segue.to));
      change = { kind: "push" };
    } else if (style === "show-detail" && split) {
      split.detail = this.make(segue.to);
      change = { kind: "detail" };
    } else if (style === "embed") {
      return;
    } else {
      // present, modal, popover (a sheet on a phone), custom; and a show or show-detail with
      // no navigation or split controller to take it: UIKit presents those modally.
      this.layers.push(this.make(segue.to));
      change = { kind: style === "custom" ? "fade" : "present" };
    }
    this.lastEdge = segue;
    var verb = { push: "Pushed", detail: "Showed as the detail", present: "Presented", fade: "Showed",
                 dismiss: "Unwound to", pop: "Unwound to", none: "Unwound to" }[change.kind] || "Showed";
    this.render(change, verb + " " + this.title(change.target || segue.to)
      + (segue.id ? " (" + (style === "unwind" ? "unwind " : style + " segue ") + segue.id + ")" : ""));
  };

  /* Finds the target below the source, pops and dismisses down to it, as UIKit's unwind does. */
  Player.prototype.unwind = function (target) {
    for (var level = this.layers.length - 1; level >= 0; level--) {
      var found = this.find(this.layers[level], target, []);
      if (!found) continue;
      var dismissed = this.layers.length - 1 - level;
      var removed = this.layers.splice(level + 1);
      var popped = 0;
      for (var i = found.length - 1; i >= 0; i--) {
        var n = found[i];
        if (n.stack) {
          var at = n.stack.indexOf(found[i + 1]);
          if (at >= 0 && at < n.stack.length - 1) { popped += n.stack.length - 1 - at; n.stack.length = at + 1; }
        }
        if (n.tabs) { var t = n.tabs.indexOf(found[i + 1]); if (t >= 0) n.selected = t; }
      }
      return { kind: dismissed ? "dismiss" : popped ? "pop" : "none", removed: removed, target: target };
    }
    return { kind: "none", target: target };
  };

  Player.prototype.find = function (node, name, path) {
    path = path.concat([node]);
    if (node.scene === name) return path;
    var kids = (node.stack || []).concat(node.tabs || [], node.master ? [node.master] : [], node.detail ? [node.detail] : []);
    for (var i = 0; i < kids.length; i++) {
      var r = this.find(kids[i], name, path);
      if (r) return r;
    }
    return null;
  };

  Player.prototype.back = function (nav) {
    if (nav.stack.length < 2) return;
    nav.stack.pop();
    this.lastEdge = null;
    var top = nav.stack[nav.stack.length - 1];
    this.render({ kind: "pop" }, "Back to " + this.title(top.scene));
  };

  Player.prototype.dismiss = function () {
    if (this.layers.length < 2) return;
    var removed = this.layers.splice(this.layers.length - 1);
    this.lastEdge = null;
    this.render({ kind: "dismiss", removed: removed }, "Dismissed");
  };

  /* A scene's title; a navigation controller with no title of its own goes by its root's
     (as its tab bar item and back button would). */
  Player.prototype.title = function (name) {
    var s = this.scenes[name];
    if (!s) return name;
    if (s.kind === "navigation" && s.title === s.name && s.root && this.scenes[s.root]) return this.scenes[s.root].title;
    return s.title;
  };

  /* ---- Drawing the phone ---- */

  /* What the controls of a scene are: cells, bar buttons, buttons, and what code performs. */
  Player.prototype.triggers = function (name) {
    var s = this.scenes[name] || {};
    var all = this.out[name] || [];
    var rows = (s.rows || []).map(function (t) { return { text: t, segues: [] }; });
    var result = { rows: rows, bar: [], buttons: [], code: [] };
    var cellSegues = [];
    all.forEach(function (g) {
      var t = g.trigger || { kind: "manual" };
      var text = t.kind === "label" ? t.text : "";
      var match = text ? rows.filter(function (r) { return r.text === text; })[0] : null;
      if (match) { match.segues.push(g); return; }
      if (t.kind === "cell" || t.kind === "accessory" || (text && /\bcell\b/i.test(text))) { cellSegues.push(g); return; }
      if (t.kind === "bar-button") { result.bar.push({ text: text || "+", segue: g }); return; }
      if (t.kind === "button" || (text && /\bbutton\b/i.test(text))) {
        var label = text ? text.replace(/\s*\bbutton\b\s*/i, " ").trim() || text : "";
        (label && /^(edit|done|save|cancel|add|close|\+)$/i.test(label) ? result.bar : result.buttons)
          .push({ text: label || (g.id || "Show " + g.to), segue: g });
        return;
      }
      if (text && t.kind === "label") { result.buttons.push({ text: text, segue: g }); return; }
      result.code.push({ text: (g.style === "unwind" ? "unwind " : "performSegue ") + (g.id || "→ " + g.to), segue: g });
    });
    // Cell segues, in the order they are declared (the order of the cells, as `flowdoc
    // import` writes them), take the rows that nothing else claimed.
    var free = rows.filter(function (r) { return !r.segues.length; });
    if (s.cells === "prototypes" && rows.length) {
      // Every cell made from a prototype performs its segue: three sample cells each.
      var samples = [];
      rows.forEach(function (r, i) {
        var g = cellSegues[i] || (i === 0 ? cellSegues[0] : null);
        for (var k = 1; k <= 3; k++) samples.push({ text: r.text + " " + k, segues: g ? [g] : [], prototype: true });
      });
      cellSegues.slice(rows.length).forEach(function (g) { samples.push({ text: g.id || g.to, segues: [g] }); });
      result.rows = samples;
    } else {
      cellSegues.forEach(function (g, i) {
        if (free[i]) free[i].segues.push(g);
        else result.rows.push({ text: g.id || this.title(g.to), segues: [g] });
      }, this);
    }
    if (s.dismiss) result.dismiss = s.dismiss.kind === "label" ? s.dismiss.text.replace(/\s*\bbutton\b\s*/i, " ").trim() : "Done";
    return result;
  };

  Player.prototype.button = function (cls, text, segue, path, aria) {
    var self = this;
    var b = el("button", cls, text);
    b.type = "button";
    if (segue) {
      b.setAttribute("data-segue", segue.key);
      b.title = (segue.style === "unwind" ? "unwind to " + segue.to : segue.style + " to " + this.title(segue.to)) + (segue.id ? " · " + segue.id : "");
      b.addEventListener("click", function () { self.perform(segue, path); });
    }
    if (aria) b.setAttribute("aria-label", aria);
    return b;
  };

  Player.prototype.drawLeaf = function (path, bar) {
    var self = this, node = path[path.length - 1], s = this.scenes[node.scene] || { kind: "view", title: node.scene };
    var screen = el("div", "fd-play-screen fd-play-kind-" + s.kind);
    screen.setAttribute("data-scene", node.scene);
    var t = this.triggers(node.scene);
    var layer = this.layers.indexOf(path[0]);
    // Bar buttons go to the navigation bar when there is one; otherwise into the screen.
    var barItems = t.bar.map(function (b) { return self.button("fd-play-barbutton", b.text, b.segue, path); });
    if (t.dismiss && layer > 0) {
      var d = el("button", "fd-play-barbutton", t.dismiss);
      d.type = "button";
      d.addEventListener("click", function () { self.dismiss(); });
      barItems.push(d);
    }
    if (bar) {
      barItems.forEach(function (b) {
        (/^(cancel|close)$/i.test(b.textContent) && !bar.querySelector(".fd-play-back") ? bar.left : bar.right).appendChild(b);
      });
    } else if (barItems.length) {
      var strip = el("div", "fd-play-toolbar");
      barItems.forEach(function (b) { strip.appendChild(b); });
      screen.appendChild(strip);
    }
    if (!bar) screen.appendChild(el("div", "fd-play-heading", s.title));
    if (s.kind === "table" || s.kind === "collection" || t.rows.length) {
      var list = el("ul", "fd-play-table" + (s.kind === "collection" ? " fd-play-grid" : ""));
      if (!t.rows.length) for (var k = 0; k < 3; k++) list.appendChild(el("li", "fd-play-cell fd-play-empty"));
      t.rows.forEach(function (r) {
        var li = el("li", "fd-play-cell");
        if (r.segues.length) {
          var b = self.button("fd-play-cellbutton", r.text || "", r.segues[0], path);
          if (r.segues[0].trigger && r.segues[0].trigger.kind === "accessory") b.classList.add("fd-play-accessory");
          li.appendChild(b);
        } else {
          li.appendChild(el("span", "fd-play-celltext", r.text || ""));
        }
        list.appendChild(li);
      });
      screen.appendChild(list);
    } else if (s.kind === "reference") {
      screen.appendChild(el("p", "fd-play-note", "Opens the storyboard " + (s.opens || "") + "."));
    } else {
      screen.appendChild(el("div", "fd-play-canvas"));
    }
    if (t.buttons.length) {
      var group = el("div", "fd-play-buttons");
      t.buttons.forEach(function (b) { group.appendChild(self.button("fd-play-button", b.text, b.segue, path)); });
      screen.appendChild(group);
    }
    if (t.code.length) {
      var code = el("div", "fd-play-code");
      code.appendChild(el("span", "fd-play-code-title", "From code"));
      t.code.forEach(function (b) { code.appendChild(self.button("fd-play-codebutton", b.text, b.segue, path)); });
      screen.appendChild(code);
    }
    if (s.class) screen.appendChild(el("div", "fd-play-class", s.class));
    return screen;
  };

  Player.prototype.draw = function (node, path) {
    var self = this;
    path = path.concat([node]);
    var s = this.scenes[node.scene] || {};
    if (node.stack) {
      var box = el("div", "fd-play-nav");
      box.setAttribute("data-scene", node.scene);
      if (!node.stack.length) { box.appendChild(el("div", "fd-play-note", "Navigation controller with no root")); return box; }
      var top = node.stack[node.stack.length - 1];
      var bar = el("div", "fd-play-navbar");
      bar.left = el("div", "fd-play-navbar-left");
      bar.right = el("div", "fd-play-navbar-right");
      if (node.stack.length > 1) {
        var prev = node.stack[node.stack.length - 2];
        var back = el("button", "fd-play-back", "‹ " + this.title(prev.scene));
        back.type = "button";
        back.setAttribute("aria-label", "Back to " + this.title(prev.scene));
        back.addEventListener("click", function () { self.back(node); });
        bar.left.appendChild(back);
      }
      var title = el("div", "fd-play-navtitle", this.title(top.scene));
      bar.appendChild(bar.left);
      bar.appendChild(title);
      bar.appendChild(bar.right);
      box.appendChild(bar);
      var body = el("div", "fd-play-navbody");
      body.appendChild(top.stack || top.tabs || top.master !== undefined ? this.draw(top, path) : this.drawLeaf(path.concat([top]), bar));
      box.appendChild(body);
      return box;
    }
    if (node.tabs) {
      var tabs = el("div", "fd-play-tabs");
      tabs.setAttribute("data-scene", node.scene);
      var content = el("div", "fd-play-tabbody");
      if (node.tabs.length) content.appendChild(this.draw(node.tabs[node.selected], path));
      tabs.appendChild(content);
      var strip = el("div", "fd-play-tabbar");
      strip.setAttribute("role", "tablist");
      node.tabs.forEach(function (child, i) {
        var b = el("button", "fd-play-tab", self.title(child.scene));
        b.type = "button";
        b.setAttribute("role", "tab");
        b.setAttribute("aria-selected", i === node.selected ? "true" : "false");
        b.addEventListener("click", function () {
          if (node.selected === i) return;
          node.selected = i;
          self.lastEdge = null;
          self.render({ kind: "tab" }, "Switched to the tab " + self.title(child.scene));
        });
        strip.appendChild(b);
      });
      tabs.appendChild(strip);
      return tabs;
    }
    if (node.master !== undefined) {
      var split = el("div", "fd-play-split");
      split.setAttribute("data-scene", node.scene);
      var m = el("div", "fd-play-master"), d = el("div", "fd-play-detail");
      if (node.master) m.appendChild(this.draw(node.master, path));
      if (node.detail) d.appendChild(this.draw(node.detail, path));
      split.appendChild(m);
      split.appendChild(d);
      return split;
    }
    return this.drawLeaf(path, null);
  };

  Player.prototype.render = function (change, message) {
    var phone = this.screenArea, self = this;
    var old = phone.lastElementChild;
    phone.textContent = "";
    this.layers.forEach(function (layer, i) {
      var l = el("div", "fd-play-layer" + (i > 0 ? " fd-play-sheet" : ""));
      l.setAttribute("data-layer", String(i));
      l.appendChild(self.draw(layer, []));
      if (i < self.layers.length - 1) l.classList.add("fd-play-behind");
      phone.appendChild(l);
    });
    var top = phone.lastElementChild;
    if (change && !reduceMotion && top) {
      if (change.kind === "present") top.classList.add("fd-anim-present");
      else if (change.kind === "fade" || change.kind === "tab") top.classList.add("fd-anim-fade");
      else if (change.kind === "push") {
        var bodies = top.querySelectorAll(".fd-play-navbody");
        if (bodies.length) bodies[bodies.length - 1].classList.add("fd-anim-push");
      } else if (change.kind === "detail") {
        var details = top.querySelectorAll(".fd-play-detail");
        if (details.length) details[details.length - 1].classList.add("fd-anim-fade");
      } else if ((change.kind === "dismiss" || change.kind === "pop") && old) {
        // The screen that goes away leaves on top of the one it uncovers.
        var ghost = old.cloneNode(true);
        ghost.classList.remove("fd-anim-present");
        ghost.classList.add(change.kind === "dismiss" ? "fd-anim-dismiss" : "fd-anim-pop", "fd-play-ghost");
        ghost.setAttribute("aria-hidden", "true");
        ghost.removeAttribute("data-layer");
        Array.prototype.forEach.call(ghost.querySelectorAll("button"), function (b) { b.tabIndex = -1; });
        phone.appendChild(ghost);
        setTimeout(function () { if (ghost.parentNode) ghost.parentNode.removeChild(ghost); }, 420);
      }
    }
    // Where the reader is: the scenes on screen, their containers, and the segue just taken.
    var paths = this.visiblePaths(this.top(), [], []);
    var current = paths.map(function (p) { return p[p.length - 1].scene; });
    var containers = [];
    paths.forEach(function (p) { p.slice(0, -1).forEach(function (n) { containers.push(n.scene); }); });
    this.phone.setAttribute("data-current", current.join(" "));
    this.phone.setAttribute("data-depth", String(this.layers.length));
    this.mark(current, containers);
    if (message) this.status.textContent = message;
    this.where.textContent = "On screen: " + current.map(function (n) { return self.title(n); }).join(" · ");
    // Keyboard users continue from the new screen.
    if (change && this.active) {
      var focusable = top && top.querySelector(".fd-play-back, button");
      if (focusable) focusable.focus({ preventScroll: true });
    }
  };

  Player.prototype.mark = function (current, containers) {
    if (!this.svg) return;
    var marked = this.svg.querySelectorAll(".is-playing, .is-playing-container, .is-played");
    Array.prototype.forEach.call(marked, function (e) { e.classList.remove("is-playing", "is-playing-container", "is-played"); });
    var self = this;
    Array.prototype.forEach.call(this.svg.querySelectorAll("g.fd-scene"), function (g) {
      var name = g.getAttribute("data-scene");
      if (current.indexOf(name) >= 0) g.classList.add("is-playing");
      else if (containers.indexOf(name) >= 0) g.classList.add("is-playing-container");
    });
    var e = this.lastEdge;
    if (e) {
      Array.prototype.forEach.call(this.svg.querySelectorAll("g.fd-edge"), function (g) {
        if (g.getAttribute("data-from") !== e.from || g.getAttribute("data-to") !== e.to) return;
        var line = g.querySelector(".fd-line");
        var id = line && line.getAttribute("data-segue");
        var kind = line && line.getAttribute("data-edge");
        if ((e.id && id === e.id) || (!e.id && !id) || kind === e.style) g.classList.add("is-played");
      });
    }
    this.svg.classList.toggle("is-playing-flow", !!this.active);
    // Bring the scene on screen into view when the diagram scrolls sideways.
    var first = this.svg.querySelector("g.fd-scene.is-playing");
    var canvas = this.svg.parentNode;
    if (first && canvas && canvas.scrollWidth > canvas.clientWidth + 1) {
      var box = first.getBoundingClientRect(), view = canvas.getBoundingClientRect();
      if (box.left < view.left || box.right > view.right) {
        canvas.scrollBy({ left: box.left - view.left - (view.width - box.width) / 2, behavior: reduceMotion ? "auto" : "smooth" });
      }
    }
    void self;
  };

  Player.prototype.open = function () {
    this.active = true;
    this.figure.classList.add("fd-play-open");
    this.panel.hidden = false;
    this.toggle.setAttribute("aria-expanded", "true");
    this.toggle.textContent = "Stop playing";
    this.reset();
    this.render({ kind: "fade" }, "Playing " + this.data.name + ": the app starts at " + (this.entry ? this.entry.title : "nothing"));
  };

  Player.prototype.close = function () {
    this.active = false;
    this.figure.classList.remove("fd-play-open");
    this.panel.hidden = true;
    this.toggle.setAttribute("aria-expanded", "false");
    this.toggle.textContent = "▶ Play the flow";
    this.mark([], []);
    this.toggle.focus();
  };

  Player.prototype.install = function () {
    var self = this;
    var bar = el("div", "fd-play-controls");
    this.toggle = el("button", "fd-play-toggle", "▶ Play the flow");
    this.toggle.type = "button";
    this.toggle.setAttribute("aria-expanded", "false");
    var id = "fd-play-" + Math.random().toString(36).slice(2, 8);
    this.toggle.setAttribute("aria-controls", id);
    this.toggle.addEventListener("click", function () { if (self.active) self.close(); else self.open(); });
    bar.appendChild(this.toggle);
    bar.appendChild(el("span", "fd-play-hint", "Tap cells, buttons and tabs to run the app's segues."));
    this.panel = el("div", "fd-play-panel");
    this.panel.id = id;
    this.panel.hidden = true;
    this.panel.setAttribute("role", "region");
    this.panel.setAttribute("aria-label", "Play " + this.data.name);
    this.phone = el("div", "fd-play-phone");
    var notch = el("div", "fd-play-statusbar");
    notch.appendChild(el("span", "", "9:41"));
    this.phone.appendChild(notch);
    this.screenArea = el("div", "fd-play-area");
    this.phone.appendChild(this.screenArea);
    var side = el("div", "fd-play-side");
    this.where = el("p", "fd-play-where");
    this.status = el("p", "fd-play-status");
    this.status.setAttribute("role", "status");
    this.status.setAttribute("aria-live", "polite");
    var restart = el("button", "fd-play-restart", "Restart");
    restart.type = "button";
    restart.addEventListener("click", function () { self.reset(); self.render({ kind: "fade" }, "Restarted at " + (self.entry ? self.entry.title : "")); });
    side.appendChild(this.where);
    side.appendChild(this.status);
    side.appendChild(restart);
    this.panel.appendChild(this.phone);
    this.panel.appendChild(side);
    this.panel.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { event.preventDefault(); self.close(); }
    });
    this.figure.parentNode.insertBefore(bar, this.figure);
    this.figure.insertBefore(this.panel, this.figure.firstChild);
  };

  ready(function () {
    Array.prototype.forEach.call(document.querySelectorAll("script.fd-play-data"), function (script) {
      var data;
      try { data = JSON.parse(script.textContent); } catch (e) { return; }
      if (!data || !data.scenes || !data.scenes.length) return;
      var figure = script.closest(".flow-figure");
      if (!figure) return;
      new Player(data, figure).install();
    });
  });
})();
