// ==UserScript==
// @name        Word count
// @description Counts the words of the page's visible text and tells the shell.
// @run-at      document-end
// ==/UserScript==
(() => {
  "use strict";
  const text = document.body ? document.body.innerText : "";
  const words = text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu);
  const count = words ? words.length : 0;
  const handler = window.webkit && window.webkit.messageHandlers && window.webkit.messageHandlers.gtkweb;
  if (handler) {
    handler.postMessage({ kind: "wordCount", count });
  } else {
    console.warn(`gtkweb word count: ${count} (no "gtkweb" message handler on this page)`);
  }
})();
