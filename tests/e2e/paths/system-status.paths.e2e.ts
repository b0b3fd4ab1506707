import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { systemStatusModel } from '../../../src/machines/system-status/system-status.model';
import { opsRun } from '../support/ops';
import { describeBrowserPaths, type PathWorld, RequestGate, waitsForTime, withoutBootAnswers } from './runner';
import { absent, enabled, hasText, shows } from './see';

/**
 * The status call is held at the page, so `loading` is seen; its result is the real server's
 * answer once the operator switches are set for it: maintenance (merchant-wide, so reset after
 * each path) or a /32 block of this path's own address (restricted, status 2).
 */
interface Data {
  status: RequestGate | null;
  blocked: boolean;
}

const status = (w: PathWorld<Data>) => w.data.status!;
const heading = (w: PathWorld<Data>, name: string) => w.page.getByRole('heading', { name });

async function blocked(w: PathWorld<Data>, yes: boolean) {
  if (w.data.blocked !== yes) await opsRun(w.server, 'region', yes ? 'block' : 'unblock', `${w.ip}/32`);
  w.data.blocked = yes;
}

async function answerWith(w: PathWorld<Data>, code: 0 | 1 | 2) {
  await opsRun(w.server, 'maintenance', code === 1 ? 'on' : 'off', ...(code === 1 ? ['--message', 'Back at 10:00'] : []));
  await blocked(w, code === 2);
  await status(w).pass();
}

/** Contact Us opens customer service (/helpmc) in a popup window. */
async function contactUsOpensCustomerService(w: PathWorld<Data>) {
  const [popup] = await Promise.all([w.context.waitForEvent('page'), w.page.getByRole('button', { name: 'Contact Us' }).click()]);
  await popup.waitForURL(/\/helpmc$/);
  await popup.close();
}

describeBrowserPaths<typeof systemStatusModel.machine, Data>({
  model: systemStatusModel,
  ipPrefix: '10.41',
  oneAtATime: 'maintenance is merchant-wide: a path that switches it on would show every other path the maintenance page',
  unsupported: (path) =>
    path.steps.some((s, i) => s.event.type === 'system.refresh' && path.steps[i - 1]?.value === 'normal')
      ? 'the SPA offers no control that sends system.refresh while the site is shown (only the maintenance and restriction pages have "Check again"); a reload would start a new chart, not take this edge'
      : null,
  data: () => ({ status: null, blocked: false }),
  start: async (w) => {
    if (waitsForTime(w.path)) {
      // Paused page clock: the back-off retry fires only when the path advances it.
      await w.page.clock.install();
      await w.page.clock.pauseAt(Date.now() + 1000);
    }
    // The status comes from the page's own call, held here, not from the answers sent with the page.
    await withoutBootAnswers(w.page);
    w.data.status = await RequestGate.on(w.page, (url) => url.pathname === '/wps/system/status');
    await w.page.goto(`${w.server.url}/`, { waitUntil: 'commit' });
  },
  finish: async (w) => {
    await opsRun(w.server, 'maintenance', 'off');
    await blocked(w, false);
  },
  states: {
    loading: async (w) => {
      await shows(w.page.getByRole('status', { name: 'Loading' }));
      expect(await w.page.getByRole('banner').count()).toBe(0);
    },
    retrying: async (w) => {
      await hasText(w.page.getByRole('alert'), 'Network link is abnormal, please try again');
      await enabled(w.page.getByRole('button', { name: 'Try again' }));
    },
    normal: async (w) => {
      await shows(w.page.getByRole('banner'));
      expect(await heading(w, 'System Maintenance').count()).toBe(0);
    },
    maintenance: async (w) => {
      await shows(heading(w, 'System Maintenance'));
      await shows(w.page.getByText('RESTRICTION OF VISIT'));
      await shows(w.page.getByText('Back at 10:00'));
      expect(await w.page.getByRole('banner').count()).toBe(0);
      await contactUsOpensCustomerService(w);
    },
    regionRestricted: async (w) => {
      await shows(heading(w, 'Access restricted because of location or IP'));
      await hasText(w.page.getByTestId('visitor-ip'), w.ip);
      // Private ranges (these visitors' 10.x addresses) are seeded as BD.
      await hasText(w.page.getByTestId('visitor-country'), 'BD');
      expect(await w.page.getByRole('banner').count()).toBe(0);
      await contactUsOpensCustomerService(w);
    },
  },
  exec: {
    'xstate.done.actor.loadSystem': async (e: EventObject, w) => {
      const code = (e as unknown as { output: { status: { status: 0 | 1 | 2 } } }).output.status.status;
      await answerWith(w, code);
    },
    // A dropped connection: the client reports network.abnormal.
    'xstate.error.actor.loadSystem': async (_e, w) => status(w).fail(),
    'system.retry': async (_e, w) => w.page.getByRole('button', { name: 'Try again' }).click(),
    'system.refresh': async (_e, w) => {
      await w.page.getByRole('button', { name: 'Check again' }).click();
      await absent(w.page.getByRole('button', { name: 'Check again' }));
    },
  },
});
