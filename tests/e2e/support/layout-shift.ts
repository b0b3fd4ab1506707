import type { Page } from 'playwright-core';

export interface Shift {
  value: number;
  /** The elements that moved, as `tag.class (top before→after)`: what to give a reserved size. */
  sources: string[];
}

/**
 * Every layout shift of the page so far that no input caused (a PerformanceObserver with
 * `buffered`, as Core Web Vitals count them), once the page has settled: its network idle and a
 * moment more for what idle callbacks and late chunks draw.
 */
export async function shiftsAfterSettling(page: Page, since = 0): Promise<Shift[]> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return page.evaluate(
    (since) =>
      new Promise<Shift[]>((resolve) => {
        interface LayoutShift extends PerformanceEntry {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        }
        const name = (node: Node | null) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}` : String(node?.nodeName);
        const entries: LayoutShift[] = [];
        // `buffered`: the shifts made before this observer existed are delivered with its first callback.
        const observer = new PerformanceObserver((list) => entries.push(...(list.getEntries() as LayoutShift[])));
        observer.observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => {
          entries.push(...(observer.takeRecords() as LayoutShift[]));
          observer.disconnect();
          const counted = entries.filter((e) => !e.hadRecentInput && e.startTime >= since);
          resolve(counted.map((e) => ({ value: e.value, sources: e.sources.map((s) => `${name(s.node)} (top ${Math.round(s.previousRect.top)}→${Math.round(s.currentRect.top)})`) })));
        }, 100);
      }),
    since,
  );
}

/** One line per shift: its score and what moved. */
export const describeShifts = (shifts: Shift[]) => shifts.map((s) => `${s.value.toFixed(4)}: ${s.sources.join(', ')}`).join('\n') || '(none)';
