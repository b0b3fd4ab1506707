import type { Frame, Page } from 'playwright-core';
import { within } from './poll';

/**
 * The layout checker of issue #16: what a person on a phone or a laptop would hit. One call looks
 * at the page as it is now (one width, one language) and lists every problem it finds:
 *
 * - `overflow`: the page scrolls sideways (document.scrollingElement.scrollWidth > clientWidth),
 *   or a box inside it (a dialog's body) does without being meant to: only a box holding a table,
 *   a carousel, a nav or tab strip or a labelled box may. Named by the outermost elements that
 *   stick out past the right edge.
 * - `clipped`: an interactive control that is shown but not wholly inside the viewport (or
 *   inside an ancestor that hides overflow), once scrolled to as a person would scroll to it.
 * - `truncated`: a control whose own label is cut (its text is wider than the control, e.g. "W…").
 * - `covered`: the centre of a control hits another element (document.elementFromPoint).
 * - `dialogClose`: an open dialog whose close control is not wholly on screen, or covered.
 *
 * When a modal dialog is open only the topmost one is checked: the page behind it is inert.
 */
export interface LayoutProblem {
  kind: 'overflow' | 'clipped' | 'truncated' | 'covered' | 'dialogClose';
  /** The offending element: role or tag and its accessible name as far as the page tells it. */
  element: string;
  detail: string;
}

/** Widths of issue #16 (phones, tablet, laptops, desktop) and a height that goes with each. */
export const LAYOUT_WIDTHS = [360, 390, 768, 1024, 1366, 1920] as const;
export const viewportFor = (width: number) => ({ width, height: width < 768 ? 800 : width < 1366 ? 900 : 1000 });

/** How long a page may take to draw two frames, and to answer a check, before the wait says so. */
const FRAME_WAIT_MS = 5_000;
const CHECK_WAIT_MS = 30_000;

/**
 * Lists the layout problems of the page as it is shown now; scroll positions are put back
 * afterwards. A frame (the launched game's, in /game) is checked the same way within its own box.
 */
export async function layoutProblems(page: Page | Frame): Promise<LayoutProblem[]> {
  if ('mainFrame' in page) await revealFooter(page);
  // Sent as source: a transpiler may wrap nested functions in a `__name` helper the page lacks.
  return within(
    `the layout check of ${page.url()}`,
    CHECK_WAIT_MS,
    page.evaluate(`(() => { const __name = (f) => f; return (${checkLayoutInPage.toString()})(); })()`) as Promise<LayoutProblem[]>,
  );
}

/**
 * Scrolls down to the footer as a person does; its content (its help menu first) loads on the
 * way (src/views/layout/layouts.tsx) and is waited for.
 */
export async function scrollToFooter(page: Page): Promise<void> {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await footer.getByRole('navigation').waitFor();
}

/**
 * The footer's content, so that it is checked like the rest of the page: the scroll position is
 * put back. Not under an open dialog: the page behind it does not scroll.
 */
async function revealFooter(page: Page): Promise<void> {
  const footer = page.getByRole('contentinfo');
  if ((await footer.count()) !== 1 || (await footer.getByRole('navigation').count()) > 0) return;
  if ((await page.getByRole('dialog').count()) > 0) return;
  const top = await page.evaluate(() => scrollY);
  await scrollToFooter(page);
  await page.evaluate((y) => scrollTo(0, y), top);
}

/**
 * Two animation frames: resize observers and media-query listeners (the nav's menu rule) run, then
 * layout settles. Headless Chromium now and then stops giving one page animation frames (CI once
 * waited here until the walk's 10-minute time-out); the page is then brought to the front, which
 * starts its frames again, and a page that still draws none fails the walk naming the wait.
 */
export async function laidOut(page: Page | Frame): Promise<void> {
  const twoFrames = () =>
    page.evaluate(
      (ms) =>
        new Promise<boolean>((r) => {
          const stalled = setTimeout(() => r(false), ms);
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              clearTimeout(stalled);
              r(true);
            }),
          );
        }),
      FRAME_WAIT_MS,
    );
  const where = 'mainFrame' in page ? page.url() : `frame ${page.url()}`;
  if (await within(`two animation frames of ${where}`, CHECK_WAIT_MS, twoFrames())) return;
  const owner = 'mainFrame' in page ? page : page.page();
  console.warn(`${where}: no animation frame in ${FRAME_WAIT_MS} ms; bringing the page to the front`);
  await within(`bringing ${where} to the front`, CHECK_WAIT_MS, owner.bringToFront());
  if (!(await within(`two animation frames of ${where}`, CHECK_WAIT_MS, twoFrames()))) {
    throw new Error(`${where} drew no animation frame in ${2 * FRAME_WAIT_MS} ms, even brought to the front`);
  }
}

/** Sets the viewport to `width` and waits until the page (and each frame given) has laid itself out again. */
export async function resizeTo(page: Page, width: number, frames: readonly Frame[] = []): Promise<void> {
  await within(`resizing ${page.url()} to ${width} px`, CHECK_WAIT_MS, page.setViewportSize(viewportFor(width)));
  await laidOut(page);
  for (const frame of frames) await laidOut(frame);
}

/**
 * Checks the page at every width of LAYOUT_WIDTHS; returns "where: problem" lines (empty when all
 * is well). `where` names the route or section and the language, the width is added. `frames`
 * (the launched game's) are checked at each width too, their lines named by `name`.
 */
export async function problemsAtEveryWidth(page: Page, where: string, widths: readonly number[] = LAYOUT_WIDTHS, frames: readonly { name: string; frame: Frame }[] = []): Promise<string[]> {
  const lines: string[] = [];
  for (const width of widths) {
    await resizeTo(page, width, frames.map((f) => f.frame));
    for (const p of await layoutProblems(page)) lines.push(`${where} @${width}px: ${p.kind} ${p.element} (${p.detail})`);
    for (const { name, frame } of frames) for (const p of await layoutProblems(frame)) lines.push(`${where} ${name} @${width}px: ${p.kind} ${p.element} (${p.detail})`);
  }
  return lines;
}

/** Runs inside the page: keep it self-contained (no imports, no closures over test code). */
function checkLayoutInPage(): LayoutProblem[] {
  const CONTROLS =
    'button, a[href], input:not([type=hidden]), select, textarea, summary, [role=tab], [role=button], [role=link], [role=menuitem], [role=option], [role=checkbox], [role=radio], [role=switch]';
  const TOLERANCE = 1;
  const problems: LayoutProblem[] = [];
  const root = document.scrollingElement ?? document.documentElement;
  const vw = root.clientWidth;
  const vh = window.innerHeight;

  const text = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute('aria-labelledby');
    const byIds = labelledBy
      ? text(
          labelledBy
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' '),
        )
      : '';
    const labels = 'labels' in el && (el as HTMLInputElement).labels ? Array.from((el as HTMLInputElement).labels!).map((l) => l.textContent).join(' ') : '';
    const name =
      text(el.getAttribute('aria-label')) ||
      byIds ||
      text(labels) ||
      text((el as HTMLElement).innerText) ||
      text(el.getAttribute('title')) ||
      text(el.getAttribute('placeholder')) ||
      text((el as HTMLInputElement).value);
    const role = el.getAttribute('role') ?? (el.tagName === 'A' ? 'link' : el.tagName.toLowerCase());
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    return `${role} "${name.slice(0, 60)}"${cls ? ` ${cls.slice(0, 80)}` : ''}`;
  };
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    if (r.width <= 2 || r.height <= 2) return false;
    return el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };

  // The topmost open modal (a later one in the document stacks above an earlier one of the same layer).
  const modals = Array.from(document.querySelectorAll('[role=dialog][aria-modal=true], [role=alertdialog][aria-modal=true], dialog[open]')).filter(shown);
  const scope: Element = modals.at(-1) ?? document.body;

  /** The outermost elements inside `box` that stick out past its right edge `edge` (what makes it overflow). */
  const culpritsOf = (box: Element, edge: number): Element[] => {
    const found: Element[] = [];
    const walk = (el: Element) => {
      for (const child of Array.from(el.children)) {
        if (found.length >= 3) return;
        const style = getComputedStyle(child);
        if (style.display === 'none' || style.position === 'fixed') continue;
        const r = child.getBoundingClientRect();
        if (r.width > 0 && r.right > edge + TOLERANCE) {
          const inner = Array.from(child.children).some((c) => c.getBoundingClientRect().right > edge + TOLERANCE);
          if (!inner || style.overflowX !== 'visible') found.push(child);
          else walk(child);
        } else if (style.overflowX === 'visible') walk(child);
      }
    };
    walk(box);
    return found;
  };

  // ---- horizontal overflow of the page -------------------------------------------------------
  if (root.scrollWidth > vw + TOLERANCE) {
    const before = root.scrollLeft;
    root.scrollLeft = 0;
    problems.push({
      kind: 'overflow',
      element: culpritsOf(document.body, vw).map(nameOf).join(' | ') || 'page',
      detail: `page is ${root.scrollWidth}px wide in a ${vw}px viewport`,
    });
    root.scrollLeft = before;
  }

  /** A box meant to scroll sideways: one holding a table, a labelled strip, a nav or a tab list. */
  const sidewaysStrip = (el: Element) =>
    el.querySelector(':scope > table, :scope > * > table') !== null ||
    getComputedStyle(el).scrollSnapType !== 'none' ||
    el.matches('[aria-label], [aria-labelledby], [role=tablist], nav, nav > ul, nav > ol, [role=tablist] *');

  // ---- sideways scrolling inside the page or the dialog (the page itself fits) ------------------
  for (const el of Array.from(scope.querySelectorAll('*'))) {
    if (el.scrollWidth <= el.clientWidth + TOLERANCE || el.clientWidth === 0) continue;
    const style = getComputedStyle(el);
    if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && !sidewaysStrip(el) && shown(el)) {
      const before = el.scrollLeft;
      el.scrollLeft = 0;
      const r = el.getBoundingClientRect();
      const culprits = culpritsOf(el, r.left + el.clientLeft + el.clientWidth).map(nameOf).join(' | ');
      el.scrollLeft = before;
      problems.push({
        kind: 'overflow',
        element: `${nameOf(el).slice(0, 50)}…: ${culprits || '?'}`,
        detail: `scrolls sideways: ${el.scrollWidth}px of content in ${el.clientWidth}px`,
      });
    }
  }

  const saved = new Map<Element, [number, number]>();
  const remember = (el: Element) => {
    for (let a: Element | null = el; a; a = a.parentElement) if (!saved.has(a)) saved.set(a, [a.scrollLeft, a.scrollTop]);
    if (!saved.has(root)) saved.set(root, [root.scrollLeft, root.scrollTop]);
  };

  /** The box the control can be seen through: the viewport cut by every ancestor that clips. */
  const visibleBox = (el: Element) => {
    let left = 0;
    let top = 0;
    let right = vw;
    let bottom = vh;
    for (let a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const r = a.getBoundingClientRect();
        if (style.overflowX !== 'visible') {
          left = Math.max(left, r.left);
          right = Math.min(right, r.right);
        }
        if (style.overflowY !== 'visible') {
          top = Math.max(top, r.top);
          bottom = Math.min(bottom, r.bottom);
        }
      }
      if (style.position === 'fixed') break;
    }
    return { left, top, right, bottom };
  };

  // ---- the close control of the open dialog: on screen without any scrolling ------------------
  for (const dialog of modals) {
    const close = Array.from(dialog.querySelectorAll('button')).find((b) => /^(close|বন্ধ|cancel|বাতিল)/i.test(text(b.getAttribute('aria-label')) || text(b.innerText)));
    if (!close) continue;
    const r = close.getBoundingClientRect();
    const off = r.left < -TOLERANCE || r.top < -TOLERANCE || r.right > vw + TOLERANCE || r.bottom > vh + TOLERANCE;
    const hit = off ? null : document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (off || !hit || !close.contains(hit)) {
      problems.push({
        kind: 'dialogClose',
        element: `${nameOf(close)} of dialog "${text(dialog.getAttribute('aria-label')) || text(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent)}"`,
        detail: off ? `at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} in ${vw}×${vh}` : `covered by ${hit ? nameOf(hit) : 'nothing'}`,
      });
    }
  }

  // ---- every shown control, scrolled to, must be whole, uncut and on top ----------------------
  // A control placed off the page on purpose until it has focus (the skip link) is no one's to reach by pointer.
  const offPage = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.bottom + window.scrollY <= 0 || r.right + window.scrollX <= 0;
  };
  const controls = Array.from(scope.querySelectorAll(CONTROLS)).filter((el) => !el.closest('[inert], [aria-hidden=true]') && shown(el) && !offPage(el));
  /** Inside a carousel (a scroll-snapping strip) only the slide in view can be reached, as meant. */
  const inCarousel = (el: Element) => {
    for (let a = el.parentElement; a; a = a.parentElement) if (getComputedStyle(a).scrollSnapType !== 'none') return true;
    return false;
  };
  for (const el of controls) {
    if (inCarousel(el)) continue;
    let r = el.getBoundingClientRect();
    let box = visibleBox(el);
    if (r.top < box.top || r.bottom > box.bottom || r.left < box.left || r.right > box.right) {
      remember(el);
      el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      // A person reads a page or a dialog from its left edge and scrolls sideways only a strip meant for it
      // (a table, a tab strip): other sideways overflow is reported, not scrolled away.
      for (let a = el.parentElement; a; a = a.parentElement) if (!sidewaysStrip(a)) a.scrollLeft = 0;
      root.scrollLeft = 0;
      r = el.getBoundingClientRect();
      box = visibleBox(el);
    }
    const cut = r.left < box.left - TOLERANCE || r.right > box.right + TOLERANCE || r.top < box.top - TOLERANCE || r.bottom > box.bottom + TOLERANCE;
    // A control taller than the box it is seen through (a long list item) only needs its centre line shown.
    const cutSideways = r.left < box.left - TOLERANCE || r.right > box.right + TOLERANCE;
    if (cutSideways || (cut && r.height <= box.bottom - box.top)) {
      problems.push({
        kind: 'clipped',
        element: nameOf(el),
        detail: `${Math.round(r.left)}–${Math.round(r.right)} × ${Math.round(r.top)}–${Math.round(r.bottom)} seen through ${Math.round(box.left)}–${Math.round(box.right)} × ${Math.round(box.top)}–${Math.round(box.bottom)}`,
      });
      continue;
    }
    const style = getComputedStyle(el);
    if ((style.overflowX !== 'visible' || style.textOverflow === 'ellipsis') && el.scrollWidth > el.clientWidth + TOLERANCE && el.tagName !== 'SELECT' && el.tagName !== 'INPUT' && el.tagName !== 'TEXTAREA') {
      problems.push({ kind: 'truncated', element: nameOf(el), detail: `label ${el.scrollWidth}px in ${el.clientWidth}px` });
      continue;
    }
    const x = Math.min(Math.max(r.left + r.width / 2, box.left + 1), box.right - 1);
    const y = Math.min(Math.max(r.top + r.height / 2, box.top + 1), box.bottom - 1);
    const hit = document.elementFromPoint(x, y);
    const labels = 'labels' in el && (el as HTMLInputElement).labels ? Array.from((el as HTMLInputElement).labels!) : [];
    if (!hit || !(el.contains(hit) || labels.some((l) => l.contains(hit)) || (hit.tagName === 'LABEL' && (hit as HTMLLabelElement).control === el))) {
      problems.push({ kind: 'covered', element: nameOf(el), detail: `its centre shows ${hit ? nameOf(hit) : 'nothing'}` });
    }
  }

  for (const [el, [left, top]] of saved) {
    el.scrollLeft = left;
    el.scrollTop = top;
  }
  return problems;
}
