// ==UserScript==
// @name        Dark mode
// @description Gives the page a dark look; run it again to take the look away.
// @run-at      document-end
// ==/UserScript==
(() => {
  "use strict";
  const id = "gtkweb-dark-mode";
  const existing = document.getElementById(id);
  if (existing) {
    existing.remove();
    return;
  }
  // Inverting the whole page, then inverting media once more, turns light pages dark while images and
  // videos keep their own colours. The white backdrop has no specificity, so a page's own background wins.
  const style = document.createElement("style");
  style.id = id;
  style.textContent = `
    :where(html) { background-color: #fff; }
    html { filter: invert(1) hue-rotate(180deg); }
    img, video, canvas, iframe, embed, object { filter: invert(1) hue-rotate(180deg); }
  `;
  (document.head || document.documentElement).appendChild(style);
})();
