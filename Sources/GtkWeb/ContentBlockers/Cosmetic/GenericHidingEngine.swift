import Foundation

/// The JavaScript engine for generic element hiding, run by `CosmeticFilterList.userScript(whitelistedDomains:)`
/// beside `CosmeticFilterEngine`: a function taking the name of its `GenericHidingLookup`'s script message
/// handler, the whitelist (`host` or `*.host` entries, normalized) and the probe's element name.
///
/// In each frame, at document start, it checks that the content blockers apply generic hiding to the
/// document: it makes a probe element the document's only node for a moment and reads its computed
/// `display`, which the list's `css-display-none` rule for the probe sets to `none` unless an exception
/// (`$generichide`, `$elemhide`, `$document`, a whitelist) cancelled it. Where it is not hidden the engine
/// stops. Otherwise it watches the document (added elements, and changed `class` and `id` attributes) and, per
/// animation frame (or within 100 ms where the page draws no frames), and at `DOMContentLoaded`, collects the
/// element names, classes and ids it has not seen yet. Each batch walks an added element's subtree once: an
/// element whose parent was added in the same batch is covered by its parent's walk. It posts the new names
/// (with the top-level page's host; at most `namesPerQuery` a message) to the handler, whose reply lists
/// the selectors they key less those excluded on that host, and with the frame's first query the
/// selectors that need no name. Each reply becomes a style sheet of rules `selector { display: none
/// !important }` it adopts into the document (`document.adoptedStyleSheets`), parsed in one pass
/// (`replaceSync`) unless that does not give one rule per selector, then rule by rule, so that a selector
/// the CSS parser refuses is dropped alone; a refused query hides nothing more. A reply lands one round
/// trip after its query, so what the document has at `DOMContentLoaded` can be hidden a moment after the
/// `load` event. The world's global named after the handler holds the engine's state: `off` (stopped by
/// the whitelist or the probe), `parsed` (the names at `DOMContentLoaded` are posted) and `pending`
/// (queries not answered yet).
enum GenericHidingEngine {
    /// The most names the engine posts in one message (`GenericHidingQuery.nameLimit` bounds what the
    /// handler takes).
    static let namesPerQuery = 1_000

    static let source = #"""
        function (handlerName, whitelist, probeName) {
          'use strict';
          const host = location.hostname.toLowerCase();
          const handler = window.webkit && window.webkit.messageHandlers && window.webkit.messageHandlers[handlerName];
          if (!handler) return;
          const status = { off: false, parsed: false, pending: 0 };
          globalThis[handlerName] = status;
          let top = host;
          try {
            const ancestors = location.ancestorOrigins;
            if (ancestors && ancestors.length > 0) top = new URL(ancestors[ancestors.length - 1]).hostname.toLowerCase();
          } catch (e) {}
          if (Array.isArray(whitelist) && whitelist.some((entry) => entry.startsWith('*.') ? top.endsWith(entry.slice(1)) : top === entry)) { status.off = true; return; }

          const probeHidden = () => {
            const probe = document.createElement(probeName);
            const root = document.documentElement;
            if (root) root.appendChild(probe); else document.appendChild(probe);
            const hidden = getComputedStyle(probe).display === 'none';
            probe.remove();
            return hidden;
          };
          if (!probeHidden()) { status.off = true; return; }

          const seenTags = new Set(), seenIds = new Set(), seenClasses = new Set();
          let tags = [], ids = [], classes = [], count = 0, first = true;
          const scan = (element) => {
            const tag = element.localName;
            if (!seenTags.has(tag)) { seenTags.add(tag); tags.push(tag); count++; }
            const id = element.id;
            if (id) {
              const name = id.toLowerCase();
              if (!seenIds.has(name)) { seenIds.add(name); ids.push(name); count++; }
            }
            const list = element.classList;
            if (list) for (let n = 0; n < list.length; n++) {
              const name = list[n].toLowerCase();
              if (!seenClasses.has(name)) { seenClasses.add(name); classes.push(name); count++; }
            }
            if (count >= NAMES_PER_QUERY) send();
          };

          const insert = (reply) => {
            let selectors;
            try { selectors = JSON.parse(reply); } catch (e) { return; }
            if (!Array.isArray(selectors) || selectors.length === 0) return;
            const rule = (selector) => selector + '{display:none!important}';
            const sheet = new CSSStyleSheet();
            try { sheet.replaceSync(selectors.map(rule).join('\n')); } catch (e) {}
            if (sheet.cssRules.length !== selectors.length) {
              sheet.replaceSync('');
              for (const selector of selectors) {
                try { sheet.insertRule(rule(selector), sheet.cssRules.length); } catch (e) {}
              }
            }
            document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
          };
          const send = () => {
            if (count === 0 && !first) return;
            const query = { h: top, f: first, t: tags, i: ids, c: classes };
            first = false;
            tags = []; ids = []; classes = []; count = 0;
            let answer;
            try { answer = handler.postMessage(JSON.stringify(query)); } catch (e) { return; }
            if (!answer || !answer.then) return;
            status.pending++;
            answer.then((reply) => { status.pending--; insert(reply); }, () => { status.pending--; });
          };

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
            send();
          };
          const schedule = () => {
            if (scheduled) return;
            scheduled = true;
            requestAnimationFrame(flush);
            setTimeout(flush, 100);
          };
          const observer = new MutationObserver((records) => { take(records); schedule(); });
          observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'id'] });
          if (document.documentElement) deep.push(document.documentElement);
          scheduled = true;
          flush();
          document.addEventListener('DOMContentLoaded', () => { scheduled = true; flush(); status.parsed = true; });
        }
        """#.replacingOccurrences(of: "NAMES_PER_QUERY", with: String(namesPerQuery))
}
