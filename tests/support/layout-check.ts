// What a person would see wrong with a page's layout, measured in the browser: anything wider than
// the screen or sticking out of the main column (it would run under the live panel, or make the
// page or a box scroll sideways), and controls that something else covers (a floating card, the
// crown, a sticky bar). Used by tests/e2e/layout.test.ts on every dashboard page.
import type { Page } from 'playwright-core';

export interface LayoutReport {
  viewport: number;
  documentWidth: number;
  /** elements sticking out of the main column or the screen: "table.table (748 px, right edge 780)" */
  overflowing: string[];
  /** controls whose middle another element covers: "button 'Next' under div.harmony-card" */
  covered: string[];
  /** fixed elements over the page's column other than the app's own chrome (a floating card) */
  floating: string[];
}

/**
 * Fixed elements that may sit over the page: the crown (Prime's chat button), the phone's bottom
 * bar, notices, dialogs and their backdrops, tooltips. Anything else fixed over the page is a card
 * covering what is under it as the page scrolls.
 */
const CHROME = '.prime-chat, .mobile-bottombar, .toasts, .modal-backdrop, .loading-screen-full, .nav-tooltip, .debug-panel, .mobile-chat';

export async function checkLayout(page: Page): Promise<LayoutReport> {
  return page.evaluate((chrome) => {
    const vw = window.innerWidth;
    // what a disclosure holds must fit too: open every one before measuring
    for (const d of document.querySelectorAll('main details:not([open])')) (d as HTMLDetailsElement).open = true;
    const name = (el: Element) => {
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
      const tid = el.getAttribute('data-testid');
      const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 30);
      return `${el.tagName.toLowerCase()}${cls}${tid ? `[${tid}]` : ''}${label ? ` '${label}'` : ''}`;
    };
    const hidden = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) return true;
      // content-visibility (a closed disclosure elsewhere on the page) lays out without painting
      if (typeof el.checkVisibility === 'function' && !el.checkVisibility({ contentVisibilityAuto: true })) return true;
      for (let e: Element | null = el; e; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.visibility === 'hidden' || s.display === 'none' || s.opacity === '0') return true;
        if (e.getAttribute('aria-hidden') === 'true' && e !== el) return true;
        if (s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)') return true;
      }
      return false;
    };
    const main = document.querySelector('main') ?? document.body;
    const box = main.getBoundingClientRect();
    const right = Math.min(box.right, vw);
    const left = Math.max(box.left, 0);
    const offenders: Element[] = [];
    for (const el of main.querySelectorAll('*')) {
      if (el instanceof SVGElement && !(el instanceof SVGSVGElement)) continue;
      const r = el.getBoundingClientRect();
      if (r.right <= right + 1 && r.left >= left - 1) continue;
      if (hidden(el)) continue;
      offenders.push(el);
    }
    // the innermost offenders are the causes; their parents only stretch around them
    const overflowing = offenders
      .filter((el) => !offenders.some((o) => o !== el && el.contains(o)))
      .slice(0, 8)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return `${name(el)} (${Math.round(r.width)} px, ${Math.round(r.left)}–${Math.round(r.right)} in ${Math.round(left)}–${Math.round(right)})`;
      });

    const covered: string[] = [];
    const controls = main.querySelectorAll('button, a[href], input:not([type=hidden]), select, textarea, [role=button], [tabindex="0"]');
    for (const el of controls) {
      if (hidden(el)) continue;
      el.scrollIntoView({ block: 'center', inline: 'nearest' });
      const r = el.getBoundingClientRect();
      const x = Math.min(Math.max(r.left + r.width / 2, 0), vw - 1);
      const y = Math.min(Math.max(r.top + r.height / 2, 0), window.innerHeight - 1);
      const top = document.elementFromPoint(x, y);
      if (!top || el.contains(top) || top.contains(el)) continue;
      // a label wrapping its input, or text inside a custom control, is the control itself
      if (top instanceof HTMLLabelElement && top.control === el) continue;
      covered.push(`${name(el)} under ${name(top)}`);
      if (covered.length >= 8) break;
    }
    window.scrollTo(0, 0);

    const floating: string[] = [];
    const column = main.getBoundingClientRect();
    for (const el of document.body.querySelectorAll('*')) {
      if (getComputedStyle(el).position !== 'fixed' || el.closest(chrome) || hidden(el)) continue;
      const r = el.getBoundingClientRect();
      const overlap =
        Math.max(0, Math.min(r.right, column.right) - Math.max(r.left, column.left)) *
        Math.max(0, Math.min(r.bottom, window.innerHeight) - Math.max(r.top, column.top));
      if (overlap > 0) floating.push(name(el));
    }
    return { viewport: vw, documentWidth: document.documentElement.scrollWidth, overflowing, covered, floating };
  }, CHROME);
}
