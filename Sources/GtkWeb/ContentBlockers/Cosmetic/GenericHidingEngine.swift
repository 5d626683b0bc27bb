import Foundation

/// The JavaScript engine for generic element hiding, run by `CosmeticFilterList.userScript(whitelistedDomains:)`
/// beside `CosmeticFilterEngine`: a function taking the name of its `GenericHidingLookup`'s script message
/// handler, the whitelist (`host` or `*.host` entries, normalized), the earlier lists' probe element name, the
/// attributes whose values and those whose names the lookup's index needs (`reportedAttributes`), and the element
/// names that key a selector (`reportedTags`).
///
/// In each frame, once the document is parsed (the script runs at document end, just after `DOMContentLoaded`), it
/// waits for the next task (a zero-delay timer), outside the parse's last task, which on a page with nothing left to
/// load also fires `load`. Then it collects, with one `querySelectorAll` each, the given element names the document
/// has, its ids, its classes (each distinct `class` value split once), the names of the given attributes that elements
/// have, and the distinct values of the valued ones (`href`, `src`, …); elements with none of these cost no script.
/// Then it watches the document (added elements, changed `class`, `id` and given attributes) and, per animation frame
/// (or within 100 ms where the page draws no frames), collects what it has not seen yet in the same way, from each
/// added element's subtree (an element whose parent was added in the same batch is covered by its parent's; the
/// attributes of more than 16 subtrees, from the whole document). It posts what is new (with the top-level page's host;
/// at most `namesPerQuery` names and `valuesPerQuery` values a message; a value too long for
/// `GenericHidingQuery.valueLengthLimit` is not sent, its attribute is named instead) to the handler, whose reply lists
/// the selectors they key less those excluded on that host, and with the frame's first query the selectors that have no
/// key.
///
/// The first reply that names a selector not applied yet makes the engine check that the content blockers apply generic
/// hiding to the document (by then the page has usually had its style computed, so the check costs little, and a page
/// with nothing to hide is never checked): it reads the computed `display` of the `head`'s `::before`
/// (`GenericHidingSelector.probeSelector`), which the list's `css-display-none` rule for the probe sets to `none`
/// unless an exception (`$generichide`, `$elemhide`, `$document`, a whitelist) cancelled it; that changes nothing in
/// the document. Where it is not hidden, it tries the probe of lists converted before (`elementProbeSelector`): it adds
/// an element of that name to the root element for a moment and reads its computed `display` (a page's
/// `MutationObserver` on the root can see it come and go). Where neither is hidden the engine stops, hiding nothing.
/// Otherwise that reply and each later one, less the selectors an earlier reply named, becomes a style sheet of rules
/// `selector { display: none !important }` it adopts into the document (`document.adoptedStyleSheets`), parsed in one
/// pass (`replaceSync`) unless that does not give one rule per selector, then rule by rule, so that a selector the CSS
/// parser refuses is dropped alone; a refused query hides nothing more. A reply lands one round trip after its query,
/// so what the document has when it is parsed is hidden one task and one round trip after `DOMContentLoaded`: after the
/// first paint, and often after the `load` event. The world's global named after the handler holds the engine's state:
/// `off` (stopped by the whitelist or the probe), `parsed` (the parsed document's names are posted) and `pending`
/// (queries not answered yet).
enum GenericHidingEngine {
    /// The most names the engine posts in one message (`GenericHidingQuery.nameLimit` bounds what the
    /// handler takes).
    static let namesPerQuery = 1_000
    /// The most attribute values the engine posts in one message (`GenericHidingQuery.valueLimit` bounds
    /// what the handler takes).
    static let valuesPerQuery = 256

    static let source = #"""
        function (handlerName, whitelist, probeName, valueAttributes, nameAttributes, tagNames) {
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
            const head = document.head;
            if (head && getComputedStyle(head, '::before').display === 'none') return true;
            // Lists converted before the probe rule named the head's ::before hide an element of this name.
            const probe = document.createElement(probeName);
            const root = document.documentElement;
            if (root) root.appendChild(probe); else document.appendChild(probe);
            const hidden = getComputedStyle(probe).display === 'none';
            probe.remove();
            return hidden;
          };

          const seenTags = new Set(), seenIds = new Set(), seenClasses = new Set();
          let tags = [], ids = [], classes = [], count = 0, first = true;
          const valued = new Set(valueAttributes), named = new Set(nameAttributes);
          const watched = [...valueAttributes, ...nameAttributes].map((name) => '[' + name + ']').join(',');
          const seenNames = new Set(), seenValues = new Set(), seenLong = new Set();
          let names = [], values = Object.create(null), long = [], valueCount = 0;
          const attributes = (element) => {
            for (const name of element.getAttributeNames()) {
              if (named.has(name) && !seenNames.has(name)) { seenNames.add(name); names.push(name); count++; }
              if (!valued.has(name)) continue;
              const value = element.getAttribute(name);
              const seen = name + '\n' + value;
              if (seenValues.has(seen)) continue;
              seenValues.add(seen);
              if (value.length > VALUE_BYTES / 3 && (value.length > VALUE_BYTES || /[^\x00-\x7f]/.test(value))) {
                if (!seenLong.has(name)) { seenLong.add(name); long.push(name); count++; }
                continue;
              }
              const list = values[name];
              if (list) list.push(value); else { values[name] = [value]; count++; }
              valueCount++;
            }
            if (count >= NAMES_PER_QUERY || valueCount >= VALUES_PER_QUERY) send();
          };
          // A name longer than the handler takes would get the whole query refused; no selector needs one.
          const fits = (name) => name.length <= NAME_BYTES / 3
            || (name.length <= NAME_BYTES && new TextEncoder().encode(name).length <= NAME_BYTES);
          // Only the element names that key a selector are looked for; one query finds them.
          const tagSelector = tagNames.filter((name) => name !== '').map((name) => CSS.escape(name)).join(',');
          const addTag = (element) => {
            const tag = element.localName;
            if (!seenTags.has(tag) && fits(tag)) { seenTags.add(tag); tags.push(tag); count++; }
            if (count >= NAMES_PER_QUERY) send();
          };
          const addId = (element) => {
            const name = element.id.toLowerCase();
            if (name !== '' && !seenIds.has(name) && fits(name)) { seenIds.add(name); ids.push(name); count++; }
            if (count >= NAMES_PER_QUERY) send();
          };
          // Elements often share a class attribute's value: each distinct one is split once.
          const seenClassValues = new Set();
          const addClasses = (element) => {
            const value = element.getAttribute('class');
            if (value === null || seenClassValues.has(value)) return;
            seenClassValues.add(value);
            for (const token of value.split(/[\t\n\f\r ]+/)) {
              const name = token.toLowerCase();
              if (name === '' || seenClasses.has(name) || !fits(name)) continue;
              seenClasses.add(name);
              classes.push(name);
              if (++count >= NAMES_PER_QUERY) send();
            }
          };
          // `take` for `root` and each element inside it that matches `selector`.
          const each = (root, selector, take) => {
            if (selector === '') return;
            if (root.nodeType === 1 && root.matches(selector)) take(root);
            const inside = root.querySelectorAll(selector);
            for (let n = 0; n < inside.length; n++) take(inside[n]);
          };
          const scanNames = (root) => {
            each(root, tagSelector, addTag);
            each(root, '[id]', addId);
            each(root, '[class]', addClasses);
          };
          const scanOne = (element) => {
            if (tagSelector !== '' && element.matches(tagSelector)) addTag(element);
            addId(element);
            addClasses(element);
            if (watched !== '' && element.matches(watched)) attributes(element);
          };

          const applied = new Set();
          let probed = false;
          const insert = (reply) => {
            if (status.off) return;
            let selectors;
            try { selectors = JSON.parse(reply); } catch (e) { return; }
            if (!Array.isArray(selectors)) return;
            selectors = selectors.filter((selector) => !applied.has(selector));
            if (selectors.length === 0) return;
            // Read once there is something to hide: by then the page has usually had its style computed.
            if (!probed) {
              if (!probeHidden()) { status.off = true; observer.disconnect(); return; }
              probed = true;
            }
            for (const selector of selectors) applied.add(selector);
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
            const query = { h: top, f: first, t: tags, i: ids, c: classes, n: names, v: values, x: long };
            first = false;
            tags = []; ids = []; classes = []; names = []; values = Object.create(null); long = []; count = 0; valueCount = 0;
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
            if (!scheduled || status.off) return;
            scheduled = false;
            take(observer.takeRecords());
            for (const element of shallow) scanOne(element);
            const batch = deep.length > 1 ? new Set(deep) : null;
            const roots = [];
            for (const element of deep) {
              if (batch === null || !batch.has(element.parentNode)) roots.push(element);
            }
            for (const root of roots) scanNames(root);
            // The given attributes' selector is long: past a few subtrees, one query of the document costs less.
            if (roots.length > ATTRIBUTE_ROOTS) each(document, watched, attributes);
            else for (const root of roots) each(root, watched, attributes);
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
          const start = () => {
            if (document.documentElement) deep.push(document.documentElement);
            scheduled = true;
            flush();
            const filter = ['class', 'id', ...valueAttributes, ...nameAttributes];
            observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: filter });
            status.parsed = true;
          };
          // The walk waits for the next task, outside the parse's last one (which, on a
          // page with nothing left to load, also fires the load event).
          const startSoon = () => { setTimeout(start, 0); };
          if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startSoon, { once: true });
          else startSoon();
        }
        """#.replacingOccurrences(of: "NAMES_PER_QUERY", with: String(namesPerQuery))
        .replacingOccurrences(of: "VALUES_PER_QUERY", with: String(valuesPerQuery))
        .replacingOccurrences(of: "ATTRIBUTE_ROOTS", with: "16")
        .replacingOccurrences(of: "VALUE_BYTES", with: String(GenericHidingQuery.valueLengthLimit))
        .replacingOccurrences(of: "NAME_BYTES", with: String(GenericHidingQuery.nameLengthLimit))
}
