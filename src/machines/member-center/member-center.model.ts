import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { memberCenterMachine } from './member-center.machine';
import { DEFAULT_PAGE, MEMBER_CENTER_PAGES, type MemberCenterPage } from './member-center.pages';
import type { MemberCenterContext, MemberCenterEvent, MemberCenterInput, MemberCenterMenu } from './member-center.types';

/** Opened from the header's betting record by a member without the referral promotion or toUpline. */
export const memberCenterInput: MemberCenterInput = {
  requested: 'personalHistoryCopy',
  menu: { referral: false, transferUpline: false },
};

/** The page whose section is made to fail (and time out) while switching; others just arrive. */
const FAILING_PAGE: MemberCenterPage = 'personalProfit';

/** Pages the model treats apart: the home page, the first page, the failing one and the conditional entries. */
const DISTINCT: MemberCenterPage[] = [DEFAULT_PAGE, 'personalHistoryCopy', FAILING_PAGE, 'referral', 'transferUpline'];

const go = (page: MemberCenterPage, label: string = page): MemberCenterEvent => ({ type: 'memberCenter.go', page, label }) as MemberCenterEvent;
const menu = (m: MemberCenterMenu, label: string): MemberCenterEvent => ({ type: 'memberCenter.menu', menu: m, label }) as MemberCenterEvent;
const arrived = (page: MemberCenterPage) => ({ type: 'xstate.done.actor.loadSection', output: page, label: page }) as never;
const chunkFailed = { type: 'xstate.error.actor.loadSection', error: new ApiError('network', 'network.abnormal'), label: 'chunk failed' } as never;

export const memberCenterModel: ChartModel<typeof memberCenterMachine> = {
  id: 'member-center',
  machine: memberCenterMachine,
  input: memberCenterInput,
  events: (s) => {
    const c = s.context as MemberCenterContext;
    const initialMenu = !c.menu.referral && !c.menu.transferUpline;
    const promotionOn = menu({ referral: true, transferUpline: true }, 'referral promotion on, toUpline on');
    if (s.matches('loading')) {
      // Reopened with another page, or the menu changed, while loading: only from the first request.
      if (c.page !== memberCenterInput.requested || !initialMenu) return [arrived(c.page)];
      return [arrived(c.page), chunkFailed, go('depositv2', 'reopened on deposit'), go('referral', 'reopened on invite friends, not offered'), promotionOn];
    }
    if (s.matches('failed')) return initialMenu ? [{ type: 'memberCenter.retry' }, promotionOn] : [{ type: 'memberCenter.retry' }];
    if (s.matches({ shown: 'sectionFailed' })) return [{ type: 'memberCenter.retry' }];
    // Time-outs (`after`) are added by the path generator; only one page is made to fail.
    if (s.matches({ shown: 'switching' })) return c.page === FAILING_PAGE ? [arrived(c.page), chunkFailed] : [arrived(c.page)];
    const events: MemberCenterEvent[] = [];
    // Every page once from my account; from any other page, back to my account. After the menu
    // changed, only the entries that changed are tried.
    const first = c.page === memberCenterInput.requested;
    const homeLoaded = c.loaded.includes(DEFAULT_PAGE);
    if (c.page !== DEFAULT_PAGE) events.push(go(DEFAULT_PAGE));
    else if (initialMenu) events.push(...MEMBER_CENTER_PAGES.filter((p) => p !== DEFAULT_PAGE).map((p) => go(p)));
    else events.push(go('referral'), go('transferUpline'));
    // Before my account's code is here: a page not offered, and (after the menu change) upline transfer.
    if (first && !homeLoaded && initialMenu) events.push(go('referral', 'referral, not offered'));
    if (first && !homeLoaded && !initialMenu) events.push(go('transferUpline'));
    if (initialMenu && first) events.push(promotionOn);
    if (c.menu.transferUpline && c.page === 'transferUpline') events.push(menu({ referral: true, transferUpline: false }, 'toUpline off while on that page'));
    return events;
  },
  // Pages without a rule of their own are one class: each is still visited (and asserted) once.
  serialize: (s) => {
    const c = s.context as MemberCenterContext;
    return JSON.stringify({
      v: s.value,
      p: DISTINCT.includes(c.page) ? c.page : 'other',
      m: c.menu,
      here: c.loaded.includes(c.page),
      home: c.loaded.includes(DEFAULT_PAGE),
    });
  },
};
