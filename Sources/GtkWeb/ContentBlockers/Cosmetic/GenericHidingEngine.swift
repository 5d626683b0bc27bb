/// The JavaScript engine for generic element hiding, run by `CosmeticFilterList.userScript(whitelistedDomains:)`
/// beside `CosmeticFilterEngine`: a function taking a `GenericHidingIndex`'s JSON, the whitelist (`host` or
/// `*.host` entries, normalized) and the probe's element name.
///
/// In each frame, at document start, it checks that the content blockers apply generic hiding to the
/// document: it makes a probe element the document's only node for a moment and reads its computed
/// `display`, which the list's `css-display-none` rule for the probe sets to `none` unless an exception
/// (`$generichide`, `$elemhide`, `$document`, a whitelist) cancelled it. Where it is not hidden the engine
/// stops. Otherwise it watches the document (added elements, and changed `class` and `id` attributes) and, per
/// animation frame (or within 100 ms where the page draws no frames), and at `DOMContentLoaded`, looks up the
/// element names, classes and ids it has not seen yet in the index. Each batch walks an added element's
/// subtree once: an element whose parent was added in the same batch is covered by its parent's walk, so a
/// parsed document costs one visit per element rather than one per element and ancestor. The selectors
/// they key, less those excluded on the top-level page's host, become rules
/// `selector { display: none !important }` of one style sheet it adopts into the document (`document.adoptedStyleSheets`); a selector the CSS parser
/// refuses is dropped alone.
enum GenericHidingEngine {
    static let source = #"""
        function (index, whitelist, probeName) {
          'use strict';
          const host = location.hostname.toLowerCase();
          if (!index) return;
          let top = host;
          try {
            const ancestors = location.ancestorOrigins;
            if (ancestors && ancestors.length > 0) top = new URL(ancestors[ancestors.length - 1]).hostname.toLowerCase();
          } catch (e) {}
          if (Array.isArray(whitelist) && whitelist.some((entry) => entry.startsWith('*.') ? top.endsWith(entry.slice(1)) : top === entry)) return;

          const probeHidden = () => {
            const probe = document.createElement(probeName);
            const root = document.documentElement;
            if (root) root.appendChild(probe); else document.appendChild(probe);
            const hidden = getComputedStyle(probe).display === 'none';
            probe.remove();
            return hidden;
          };
          if (!probeHidden()) return;

          const onTop = (domain) => {
            if (domain.endsWith('.*')) {
              const base = domain.slice(0, -2).replace(/[^a-z0-9-]/g, (c) => '\\' + c);
              return new RegExp('(^|\\.)' + base + '\\.[a-z0-9-]+(\\.[a-z0-9-]+)?$').test(top);
            }
            return top === domain || top.endsWith('.' + domain);
          };
          const split = (names) => new Set(names ? names.split(' ') : []);
          const classes = split(index.c), ids = split(index.i);
          const keyed = index.k || {}, excluded = index.x || {};
          const seenTags = new Set(), seenIds = new Set(), seenClasses = new Set();
          const pending = [];
          const add = (selector) => {
            const domains = excluded[selector];
            if (!domains || !domains.some(onTop)) pending.push(selector);
          };
          const more = (key) => {
            const list = keyed[key];
            if (list) for (const selector of list) add(selector);
          };
          const scan = (element) => {
            const tag = element.localName;
            if (!seenTags.has(tag)) { seenTags.add(tag); more('t' + tag); }
            const id = element.id;
            if (id) {
              const name = id.toLowerCase();
              if (!seenIds.has(name)) { seenIds.add(name); if (ids.has(name)) add('#' + name); more('i' + name); }
            }
            const list = element.classList;
            if (list) for (let n = 0; n < list.length; n++) {
              const name = list[n].toLowerCase();
              if (!seenClasses.has(name)) { seenClasses.add(name); if (classes.has(name)) add('.' + name); more('c' + name); }
            }
          };

          let sheet = null;
          const insert = () => {
            if (pending.length === 0) return;
            if (sheet === null) {
              sheet = new CSSStyleSheet();
              document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
            }
            for (const selector of pending) {
              try { sheet.insertRule(selector + '{display:none!important}', sheet.cssRules.length); } catch (e) {}
            }
            pending.length = 0;
          };
          if (Array.isArray(index.a)) for (const selector of index.a) add(selector);
          insert();

          const shallow = [], deep = [];
          const take = (records) => {
            for (const record of records) {
              if (record.type === 'attributes') shallow.push(record.target);
              else for (const node of record.addedNodes) if (node.nodeType === 1) deep.push(node);
            }
          };
          let scheduled = false;
          const flush = () => {
            if (!scheduled) return;
            scheduled = false;
            take(observer.takeRecords());
            for (const element of shallow) scan(element);
            const batch = deep.length > 1 ? new Set(deep) : null;
            for (const element of deep) {
              if (batch !== null && batch.has(element.parentNode)) continue;
              scan(element);
              const inside = element.getElementsByTagName('*');
              for (let n = 0; n < inside.length; n++) scan(inside[n]);
            }
            shallow.length = 0;
            deep.length = 0;
            insert();
          };
          const schedule = () => {
            if (scheduled) return;
            scheduled = true;
            requestAnimationFrame(flush);
            setTimeout(flush, 100);
          };
          const observer = new MutationObserver((records) => { take(records); schedule(); });
          observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'id'] });
          if (document.documentElement) { deep.push(document.documentElement); schedule(); }
          document.addEventListener('DOMContentLoaded', () => { scheduled = true; flush(); });
        }
        """#
}
