/**
 * Long text that fits (docs/template-packages.md "Long text"): a text or price input marked
 * `data-input-fit="shrink"` (with `data-input-min-size="12"`, in px; 8 when it names none) has
 * its font made smaller until the text no longer overflows the element's box, but never smaller
 * than the minimum. The box is the element's own: the page's CSS must bound it (a width and a
 * height or max-height, or a flex or grid cell) and it must be a box (block, inline-block, flex
 * or grid item; an inline element has no box to fit and is left alone).
 *
 * It is measured where it is shown, by the page itself, because only a browser knows how wide a
 * text is in the package's fonts at the render's size: the filled page carries this script
 * (template-package-fill.ts), so the PNG/JPEG screenshot, the HTML5 zip an ad server plays and the
 * values form's live preview all fit it the same way. It fits again once the fonts are loaded,
 * on `load` and when the viewport changes size. A binary search over the font size: about eight
 * layouts per element. Constant text: nothing a user types ever becomes part of it.
 */
export const TEXT_FIT_SCRIPT = `(function () {
  function overflows(e) { return e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1; }
  function fit() {
    var list = document.querySelectorAll('[data-input-fit]');
    for (var i = 0; i < list.length; i++) {
      var e = list[i];
      if (!e.hasAttribute('data-fit-from')) e.setAttribute('data-fit-from', e.style.fontSize);
      e.style.fontSize = e.getAttribute('data-fit-from');
      if (!e.clientWidth || !e.clientHeight || !overflows(e)) continue;
      var lo = parseFloat(e.getAttribute('data-input-min-size')) || 8, hi = parseFloat(getComputedStyle(e).fontSize);
      if (!(hi > lo)) continue;
      e.style.fontSize = lo + 'px';
      if (overflows(e)) continue;
      while (hi - lo > 0.25) { var mid = (lo + hi) / 2; e.style.fontSize = mid + 'px'; if (overflows(e)) hi = mid; else lo = mid; }
      e.style.fontSize = lo + 'px';
    }
  }
  fit();
  if (document.fonts && document.fonts.ready) document.fonts.ready.then(fit);
  addEventListener('load', fit);
  addEventListener('resize', fit);
})();`;
