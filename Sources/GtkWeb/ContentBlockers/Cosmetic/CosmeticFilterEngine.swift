/// The JavaScript engine of `CosmeticFilterList.userScript(whitelistedDomains:)`: a function taking the
/// domains the filters apply on (`sites(of:)`), the list's JSON as a string, and the whitelist (`host` or
/// `*.host` entries, normalized), which it checks against the top-level page's host: in a frame, the last
/// of `location.ancestorOrigins`.
///
/// Every filter applies only on the domains it names, so on a host none of them names (most pages) the
/// engine stops at once: the list stays a string literal, which JavaScriptCore scans without building or
/// compiling its objects, and is parsed (`JSON.parse`) only where some filter may apply.
enum CosmeticFilterEngine {
    /// The domains of `filters`, each once, as the engine's first argument: a string of the domains, each
    /// between line feeds (`\nexample.com\nshop.*\n`), which the engine searches for the frame's host and
    /// its parent domains (and their `name.*` forms).
    static func sites(of filters: [CosmeticFilter]) -> String {
        var seen: Set<String> = []
        var text = "\n"
        for domain in filters.flatMap(\.domains) where seen.insert(domain).inserted {
            text += domain + "\n"
        }
        return text
    }

    static let source = #"""
        function (sites, listText, whitelist) {
          'use strict';
          const host = location.hostname.toLowerCase();
          if (!host) return;
          const labels = host.split('.');
          let named = false;
          for (let i = 0; i < labels.length && !named; i++) {
            named = sites.includes('\n' + labels.slice(i).join('.') + '\n');
            for (let suffix = 1; suffix <= 2 && !named && labels.length - suffix > i; suffix++) {
              named = sites.includes('\n' + labels.slice(i, labels.length - suffix).join('.') + '.*\n');
            }
          }
          if (!named) return;
          const list = JSON.parse(listText);
          if (!list || !Array.isArray(list.filters)) return;
          if (Array.isArray(whitelist) && whitelist.length > 0) {
            let top = host;
            try {
              const ancestors = location.ancestorOrigins;
              if (ancestors && ancestors.length > 0) top = new URL(ancestors[ancestors.length - 1]).hostname.toLowerCase();
            } catch (e) {}
            if (whitelist.some((entry) => entry.startsWith('*.') ? top.endsWith(entry.slice(1)) : top === entry)) return;
          }
          const onDomain = (domain) => {
            if (domain.endsWith('.*')) {
              const base = domain.slice(0, -2).replace(/[^a-z0-9-]/g, (c) => '\\' + c);
              return new RegExp('(^|\\.)' + base + '\\.[a-z0-9-]+(\\.[a-z0-9-]+)?$').test(host);
            }
            return host === domain || host.endsWith('.' + domain);
          };
          const pattern = (p) => p.isRegex ? new RegExp(p.source, p.flags)
            : { test: (text) => text.includes(p.source) };
          const compile = (steps) => steps.map((s) => s.has ? { has: compile(s.has) }
            : s.contains ? { contains: pattern(s.contains) }
            : s.properties ? { properties: pattern(s.properties) } : { css: String(s.css) });
          const filters = [];
          for (const f of list.filters) {
            if (!f.domains.some(onDomain) || f.excludedDomains.some(onDomain)) continue;
            try { filters.push({ steps: compile(f.steps), action: f.action, done: new WeakSet() }); } catch (e) {}
          }
          if (filters.length === 0) return;

          const collectSelectors = (rules, regex, out) => {
            for (const rule of rules) {
              if (rule.style && rule.selectorText) {
                const parts = [];
                for (let i = 0; i < rule.style.length; i++) {
                  const name = rule.style[i], priority = rule.style.getPropertyPriority(name);
                  parts.push(name + ': ' + rule.style.getPropertyValue(name) + (priority ? ' !' + priority : '') + ';');
                }
                if (regex.test(parts.join(' '))) out.push(rule.selectorText);
              } else if (rule.cssRules) {
                collectSelectors(rule.cssRules, regex, out);
              }
            }
          };
          const propertySelectors = (regex) => {
            const out = [];
            for (const sheet of document.styleSheets) {
              let rules;
              try { rules = sheet.cssRules; } catch (e) { continue; }
              collectSelectors(rules, regex, out);
            }
            return out;
          };
          const query = (context, css) => Array.from(context.nodeType === 9
            ? context.querySelectorAll(css) : context.querySelectorAll(':scope ' + css));
          const select = (steps, context) => {
            let elements = null;
            for (const s of steps) {
              if (s.css !== undefined) {
                if (elements === null) {
                  elements = query(context, s.css);
                } else if (/^[\s>]/.test(s.css)) {
                  const next = new Set();
                  for (const e of elements) for (const m of query(e, s.css)) next.add(m);
                  elements = Array.from(next);
                } else {
                  elements = elements.filter((e) => e.matches(s.css));
                }
              } else if (s.has) {
                elements = elements.filter((e) => select(s.has, e).length > 0);
              } else if (s.contains) {
                elements = elements.filter((e) => s.contains.test(e.textContent));
              } else if (s.properties) {
                const selectors = propertySelectors(s.properties);
                const matches = (e) => selectors.some((css) => { try { return e.matches(css); } catch (x) { return false; } });
                if (elements === null) {
                  const found = new Set();
                  for (const css of selectors) { try { for (const m of query(context, css)) found.add(m); } catch (x) {} }
                  elements = Array.from(found);
                } else {
                  elements = elements.filter(matches);
                }
              }
              if (elements.length === 0) break;
            }
            return elements || [];
          };
          const apply = (filter, element) => {
            if (filter.done.has(element)) return;
            filter.done.add(element);
            const action = filter.action;
            if (action.remove) { element.remove(); return; }
            if (action.hide) { element.style.setProperty('display', 'none', 'important'); return; }
            for (const declaration of String(action.style).split(';')) {
              const colon = declaration.indexOf(':');
              if (colon < 0) continue;
              let value = declaration.slice(colon + 1).trim();
              const important = /!\s*important$/i.test(value);
              if (important) value = value.replace(/!\s*important$/i, '').trim();
              element.style.setProperty(declaration.slice(0, colon).trim(), value, important ? 'important' : '');
            }
          };
          const run = () => {
            for (const filter of filters) {
              let found;
              try { found = select(filter.steps, document); } catch (e) { continue; }
              for (const element of found) apply(filter, element);
            }
          };
          let scheduled = false, lastRun = 0;
          const schedule = () => {
            if (scheduled) return;
            scheduled = true;
            setTimeout(() => { scheduled = false; lastRun = Date.now(); run(); }, Math.max(0, lastRun + 100 - Date.now()));
          };
          new MutationObserver(schedule).observe(document, { childList: true, subtree: true, characterData: true });
          if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', schedule);
          else schedule();
          window.addEventListener('load', schedule);
        }
        """#
}
