// ==UserScript==
// @name        Reading time
// @description Estimates how long the page takes to read (230 words a minute) and notes it on <html>.
// @match       *
// @run-at      document-end
// ==/UserScript==
(() => {
  "use strict";
  const text = document.body ? document.body.innerText : "";
  const words = (text.match(/[\p{L}\p{N}]+/gu) || []).length;
  document.documentElement.dataset.gtkwebReadingMinutes = String(Math.max(1, Math.round(words / 230)));
})();
