import { act, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { WithI18n } from '../../../tests/setup/i18n';
import { lazyPage, lazyPart, loadFirstViewParts } from './lazy-page';

const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

afterEach(() => {
  reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('lazyPage', () => {
  it('a chunk that arrives between the first drawing and its effects still replaces the spinner', async () => {
    let arrive: (page: ComponentType<object>) => void = () => {};
    const Page = lazyPage<object>(() => new Promise((resolve) => (arrive = resolve)));
    // The boot prefetch asked for the chunk before the page was drawn (src/router.tsx bootPrefetch).
    void Page.prefetch();
    // As the browser: React draws in its own task and runs the effects in a later one; the chunk
    // lands in between (a microtask after the commit, which a MutationObserver sees first).
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const host = document.createElement('div');
    document.body.append(host);
    const observer = new MutationObserver(() => {
      observer.disconnect();
      arrive(() => <h1>The page</h1>);
    });
    observer.observe(host, { childList: true, subtree: true });
    const root = createRoot(host);
    root.render(
      <WithI18n>
        <Page />
      </WithI18n>,
    );
    await expect.poll(() => host.querySelector('h1')?.textContent ?? host.textContent, { timeout: 2000 }).toBe('The page');
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => root.unmount());
    host.remove();
  });

  it('the chunks a server drawing named are loaded by name before the first drawing, which then shows them and no spinner', async () => {
    const loads: string[] = [];
    const Page = lazyPage<object>(async () => (loads.push('page'), () => <h1>The page</h1>), { firstView: 'test-page' });
    const Part = lazyPart<object>(async () => (loads.push('part'), () => <p>The part</p>), <span role="status">Loading</span>, 'test-part');
    // In the order the server found them; a name this build does not know is skipped.
    await loadFirstViewParts(['test-page', 'no-such-part', 'test-part']);
    expect(loads).toEqual(['page', 'part']);
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <WithI18n>
          <Page />
          <Part />
        </WithI18n>,
      ),
    );
    expect(host.innerHTML).toBe('<h1>The page</h1><p>The part</p>');
    await act(async () => root.unmount());
    host.remove();
  });
});
