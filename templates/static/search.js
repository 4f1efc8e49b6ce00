/* flowdoc's offline search. Written for flowdoc; no library, no request outside the site.
 *
 * The index is a set of static scripts under search/ (built by flowdoc from the book's model),
 * loaded with <script> elements so that search works from file:// where fetch does not:
 *   search/meta.js   counts and the list of term files (a small book has everything in it)
 *   search/t-HEX.js  the terms that start with the same two letters, with their postings
 *   search/d-N.js    entries (URL, page, part, heading, snippet text, exact-name keys)
 * Nothing is loaded until the reader focuses the box or types; then one term file per query
 * word and one entries file per result shown.
 *
 * Folding matches flowdoc's SearchText: NFD, nonspacing marks dropped, lower-case; a word is a
 * run of letters and digits; words shorter than 2 are ignored, longer than 32 are cut.
 */
(function () {
  'use strict';
  var box = document.getElementById('search');
  var input = document.getElementById('search-input');
  var list = document.getElementById('search-results');
  var status = document.getElementById('search-status');
  if (!box || !input || !list || !status) return;
  var root = box.getAttribute('data-root') || '';
  var maxResults = 10;
  var candidates = 12;

  var meta = null;
  var metaPromise = null;
  var terms = {};        // shard key -> {term: postings}
  var sortedTerms = {};  // shard key -> sorted term list
  var entries = {};      // file number -> records
  var loading = {};      // src -> promise
  var sequence = 0;
  var selected = -1;

  var api = window.flowdocSearch = {
    meta: function (value) { meta = value; },
    terms: function (key, map) { terms[key] = map; },
    entries: function (number, records) { entries[number] = records; },
    /** Milliseconds from the last input event to its results on screen. */
    lastTiming: null,
    timings: [],
    search: function (query) { input.value = query; return run(performance.now()); }
  };

  function load(src) {
    if (!loading[src]) {
      loading[src] = new Promise(function (resolve) {
        var script = document.createElement('script');
        script.src = root + src;
        script.async = true;
        script.onload = function () { resolve(true); };
        script.onerror = function () { resolve(false); };
        document.head.appendChild(script);
      });
    }
    return loading[src];
  }

  function loadMeta() {
    if (!metaPromise) metaPromise = load('search/meta.js');
    return metaPromise;
  }

  var markRE = /\p{Mn}/gu;
  var wordRE = /[\p{Alphabetic}\p{N}]+/gu;

  function fold(text) { return text.normalize('NFD').replace(markRE, '').toLowerCase(); }

  function queryWords(query) {
    var words = [];
    var found = query.match(wordRE) || [];
    for (var i = 0; i < found.length; i++) {
      var chars = Array.from(fold(found[i]));
      if (chars.length < 2) continue;
      var word = chars.slice(0, 32).join('');
      if (words.indexOf(word) < 0) words.push(word);
    }
    return words;
  }

  function nameKey(text) { return fold((text.match(wordRE) || []).join('')); }

  function hex(text) {
    var bytes = new TextEncoder().encode(text);
    var out = '';
    for (var i = 0; i < bytes.length; i++) out += (bytes[i] < 16 ? '0' : '') + bytes[i].toString(16);
    return out;
  }

  function shardKey(word) { return Array.from(word).slice(0, 2).join(''); }

  function loadShard(key) {
    if (terms[key] || meta.single || meta.keys.indexOf(key) < 0) return Promise.resolve();
    return load('search/t-' + hex(key) + '.js');
  }

  function loadEntries(ids) {
    var wanted = [];
    ids.forEach(function (id) {
      var file = Math.floor(id / meta.perFile);
      if (!entries[file] && wanted.indexOf(file) < 0) wanted.push(file);
    });
    if (meta.single) return Promise.resolve();
    return Promise.all(wanted.map(function (file) { return load('search/d-' + file + '.js'); }));
  }

  function entry(id) {
    var file = entries[Math.floor(id / meta.perFile)];
    return file ? file[id % meta.perFile] : null;
  }

  /** Scores of the entries one query word matches: exact terms in full, prefixes at half. */
  function matches(word) {
    var key = shardKey(word);
    var map = terms[key];
    var scores = new Map();
    if (!map) return scores;
    var sorted = sortedTerms[key] || (sortedTerms[key] = Object.keys(map).sort());
    var low = 0, high = sorted.length;
    while (low < high) { var mid = (low + high) >> 1; if (sorted[mid] < word) low = mid + 1; else high = mid; }
    for (var i = low; i < sorted.length && sorted[i].lastIndexOf(word, 0) === 0; i++) {
      var term = sorted[i];
      var postings = map[term];
      var factor = term === word ? 1 : 0.5;
      var id = 0;
      for (var p = 0; p < postings.length; p += 2) {
        id += postings[p];
        var score = postings[p + 1] * factor;
        var previous = scores.get(id);
        if (previous === undefined || previous < score) scores.set(id, score);
      }
    }
    return scores;
  }

  function rank(words) {
    var total = null;
    words.forEach(function (word) {
      var scores = matches(word);
      if (total === null) { total = scores; return; }
      var next = new Map();
      total.forEach(function (score, id) {
        var more = scores.get(id);
        if (more !== undefined) next.set(id, score + more);
      });
      total = next;
    });
    var ranked = [];
    (total || new Map()).forEach(function (score, id) { ranked.push([id, score]); });
    ranked.sort(function (a, b) { return b[1] - a[1] || a[0] - b[0]; });
    return ranked;
  }

  function run(started) {
    var query = input.value;
    var words = queryWords(query);
    var mine = ++sequence;
    if (!words.length) {
      render([], query, words);
      return Promise.resolve();
    }
    return loadMeta().then(function () {
      if (!meta) throw new Error('no search index');
      return Promise.all(words.map(function (word) { return loadShard(shardKey(word)); }));
    }).then(function () {
      if (mine !== sequence) return null;
      var ranked = rank(words).slice(0, candidates);
      return loadEntries(ranked.map(function (item) { return item[0]; })).then(function () { return ranked; });
    }).then(function (ranked) {
      if (ranked === null || mine !== sequence) return;
      // An entry whose scene or segue name the query spells exactly comes first.
      var key = nameKey(query);
      var results = [];
      ranked.forEach(function (item) {
        var record = entry(item[0]);
        if (!record) return;
        var exact = record[5].indexOf(key) >= 0;
        results.push({ id: item[0], score: item[1] + (exact ? 1e9 : 0), record: record });
      });
      results.sort(function (a, b) { return b.score - a.score || a.id - b.id; });
      render(results.slice(0, maxResults), query, words);
      api.lastTiming = performance.now() - started;
      api.timings.push(api.lastTiming);
    }).catch(function () {
      if (mine !== sequence) return;
      render(null, query, words);
    });
  }

  /** The snippet of `text` around the first query word, as DOM nodes with words marked. */
  function snippet(text, words) {
    var folded = '';
    var origin = [];
    var chars = Array.from(text);
    var offset = 0;
    chars.forEach(function (ch) {
      var f = fold(ch);
      for (var k = 0; k < f.length; k++) { folded += f[k]; origin.push(offset); }
      offset += ch.length;
    });
    origin.push(offset);
    var marks = [];
    var match;
    wordRE.lastIndex = 0;
    while ((match = wordRE.exec(folded)) !== null) {
      for (var w = 0; w < words.length; w++) {
        if (match[0].lastIndexOf(words[w], 0) === 0) {
          marks.push([origin[match.index], origin[match.index + match[0].length]]);
          break;
        }
      }
    }
    var start = 0, end = text.length;
    if (marks.length) start = Math.max(0, marks[0][0] - 60);
    if (end - start > 220) end = start + 220;
    if (start > 0) { var space = text.indexOf(' ', start); if (space >= 0 && space < start + 20) start = space + 1; }
    if (end < text.length) { var back = text.lastIndexOf(' ', end); if (back > start) end = back; }
    var fragment = document.createDocumentFragment();
    if (start > 0) fragment.appendChild(document.createTextNode('… '));
    var cursor = start;
    marks.forEach(function (mark) {
      if (mark[0] < cursor || mark[1] > end) return;
      fragment.appendChild(document.createTextNode(text.slice(cursor, mark[0])));
      var element = document.createElement('mark');
      element.textContent = text.slice(mark[0], mark[1]);
      fragment.appendChild(element);
      cursor = mark[1];
    });
    fragment.appendChild(document.createTextNode(text.slice(cursor, end)));
    if (end < text.length) fragment.appendChild(document.createTextNode(' …'));
    return fragment;
  }

  function render(results, query, words) {
    list.textContent = '';
    selected = -1;
    input.removeAttribute('aria-activedescendant');
    if (!query.trim()) {
      close();
      status.textContent = '';
      return;
    }
    if (results === null) {
      status.textContent = 'The search index could not be loaded.';
    } else if (!words.length) {
      status.textContent = 'Type at least two letters.';
    } else if (!results.length) {
      status.textContent = 'No results for “' + query + '”.';
    } else {
      status.textContent = results.length + (results.length === maxResults ? ' or more' : '') +
        ' result' + (results.length === 1 ? '' : 's') + '. Arrow keys move, Enter opens.';
    }
    (results || []).forEach(function (result, index) {
      var record = result.record;
      var item = document.createElement('li');
      item.id = 'search-option-' + index;
      item.className = 'search-result';
      item.setAttribute('role', 'option');
      item.setAttribute('aria-selected', 'false');
      // Options hold no link (an option's content is presentational for assistive technology);
      // the address is in data-href, opened by Enter, a click, or a middle click (new tab).
      var link = document.createElement('span');
      link.className = 'search-result-body';
      item.setAttribute('data-href', new URL(root + record[0], document.baseURI).href);
      var title = document.createElement('span');
      title.className = 'search-result-title';
      title.textContent = record[1] + (record[3] ? ' › ' + record[3] : '');
      link.appendChild(title);
      if (record[2]) {
        var part = document.createElement('span');
        part.className = 'search-result-part';
        part.textContent = record[2];
        link.appendChild(part);
      }
      if (record[4]) {
        var text = document.createElement('span');
        text.className = 'search-result-snippet';
        text.appendChild(snippet(record[4], words));
        link.appendChild(text);
      }
      item.appendChild(link);
      list.appendChild(item);
    });
    if (!list.children.length) {
      var empty = document.createElement('li');
      empty.className = 'search-empty';
      empty.setAttribute('role', 'presentation');
      empty.textContent = status.textContent;
      list.appendChild(empty);
    }
    open();
    if (results && results.length) select(0);
  }

  function open() { list.hidden = false; }
  function close() { list.hidden = true; }

  function options() { return list.querySelectorAll('[role="option"]'); }

  function select(index) {
    var all = options();
    if (!all.length) return;
    if (selected >= 0 && all[selected]) all[selected].setAttribute('aria-selected', 'false');
    selected = (index + all.length) % all.length;
    all[selected].setAttribute('aria-selected', 'true');
    input.setAttribute('aria-activedescendant', all[selected].id);
    all[selected].scrollIntoView({ block: 'nearest' });
  }

  box.hidden = false;
  input.addEventListener('focus', function () { loadMeta(); if (list.children.length) open(); });
  input.addEventListener('input', function (event) { run(event.timeStamp || performance.now()); });
  input.addEventListener('keydown', function (event) {
    if (event.key === 'ArrowDown') { event.preventDefault(); open(); select(selected + 1); }
    else if (event.key === 'ArrowUp') { event.preventDefault(); open(); select(selected - 1); }
    else if (event.key === 'Enter') {
      var all = options();
      var chosen = all[selected >= 0 ? selected : 0];
      if (chosen) { event.preventDefault(); window.location.href = chosen.getAttribute('data-href'); }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (!list.hidden) close(); else { input.value = ''; input.blur(); }
    }
  });
  list.addEventListener('mousedown', function (event) { event.preventDefault(); });
  function optionOf(event) { return event.target.closest && event.target.closest('[role="option"]'); }
  list.addEventListener('click', function (event) {
    var option = optionOf(event);
    if (!option) return;
    if (event.ctrlKey || event.metaKey) window.open(option.getAttribute('data-href'), '_blank');
    else window.location.href = option.getAttribute('data-href');
  });
  list.addEventListener('auxclick', function (event) {
    var option = optionOf(event);
    if (option && event.button === 1) window.open(option.getAttribute('data-href'), '_blank');
  });
  document.addEventListener('click', function (event) { if (!box.contains(event.target)) close(); });
  document.addEventListener('keydown', function (event) {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
    var target = event.target;
    var tag = target && target.tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || (target && target.isContentEditable)) return;
    event.preventDefault();
    input.focus();
    input.select();
  });
})();
