/* flowdoc's reader basics: a copy button on every listing, and ←/→ for the previous and next
 * chapter. Written for flowdoc; works from file:// and in `flowdoc serve`. */
(function () {
  'use strict';

  // Copy buttons. The text copied is the listing's text, exactly as written.
  var live = document.createElement('div');
  live.className = 'sr-only';
  live.setAttribute('aria-live', 'polite');
  document.body.appendChild(live);

  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text).catch(function () { return fallback(text); });
    }
    return fallback(text);
  }

  function fallback(text) {
    return new Promise(function (resolve, reject) {
      var area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.appendChild(area);
      area.select();
      var done = false;
      try { done = document.execCommand('copy'); } catch (error) { done = false; }
      document.body.removeChild(area);
      if (done) resolve(); else reject(new Error('copy refused'));
    });
  }

  var blocks = document.querySelectorAll('main pre > code');
  Array.prototype.forEach.call(blocks, function (code) {
    var pre = code.parentNode;
    if (pre.closest('.flow-source')) return;
    var holder = pre.parentNode;
    if (!holder.classList || !holder.classList.contains('listing')) {
      holder = document.createElement('div');
      holder.className = 'listing';
      pre.parentNode.insertBefore(holder, pre);
      holder.appendChild(pre);
    }
    holder.classList.add('has-copy');
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy-button';
    button.textContent = 'Copy';
    button.setAttribute('aria-label', 'Copy the code of this listing');
    button.addEventListener('click', function () {
      var text = code.textContent;
      window.flowdocLastCopied = text;
      copyText(text).then(function () {
        button.textContent = 'Copied';
        live.textContent = 'Copied to the clipboard.';
      }, function () {
        button.textContent = 'Press Ctrl+C';
        live.textContent = 'Could not copy; select the code and copy it by hand.';
        var range = document.createRange();
        range.selectNodeContents(code);
        var selection = window.getSelection();
        selection.removeAllRanges();
        selection.addRange(range);
      }).then(function () {
        setTimeout(function () { button.textContent = 'Copy'; }, 2000);
      });
    });
    holder.insertBefore(button, holder.firstChild);
  });

  // ← and → open the previous and next chapter, unless the reader is typing or scrolling
  // something sideways.
  document.addEventListener('keydown', function (event) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.defaultPrevented) return;
    var target = event.target;
    var tag = target && target.tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || (target && target.isContentEditable)) return;
    if (target && target !== document.body && target.scrollWidth > target.clientWidth) return;
    var link = document.querySelector(event.key === 'ArrowLeft' ? 'a[rel="prev"]' : 'a[rel="next"]');
    if (link) { event.preventDefault(); window.location.href = link.href; }
  });
})();
