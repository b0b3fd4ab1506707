import { within } from '@testing-library/react';
import { beforeAll, expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { promotionsModel } from '../../src/machines/promotions/promotions.model';
import { actionOf, visiblePromotions } from '../../src/machines/promotions/promotions.rules';
import type { PromotionsContext } from '../../src/machines/promotions/promotions.types';
import type { PromotionsActor } from '../../src/machines/promotions/use-promotions';
import { loadPromotionsCatalog } from '../../src/views/promotions/promotions-catalog';
import { PromotionsList } from '../../src/views/promotions/promotions-list';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');
beforeAll(() => loadPromotionsCatalog());

const onGuest = vi.fn();
const onOpen = vi.fn();
type Ctx = StepContext<typeof promotionsModel.machine>;
const click = (name: string) => async (_e: EventObject, { user, screen }: Ctx) => user.click(screen.getByRole('button', { name }));

/** The card button of each fixture promotion: "<action>: <title>". */
const BUTTONS: Record<string, string> = {
  'p-welcome': 'Claim bonus: Welcome bonus',
  'p-raffle': 'Draw now: Lucky draw',
  'p-club': 'Join: Slots rebate club',
};
const STATUS_TEXT: Record<string, string> = { claim: 'Claim', join: 'Join', comingSoon: 'Coming soon', process: 'In progress', joined: 'Joined' };
const card = (screen: Ctx['screen'], title: string) => screen.getByRole('article', { name: title });

const TABS = ['All', 'Daily', 'High rebate', 'Limited', 'Newbie', 'Special offer', 'VIP'].map((t) => `tab:${t}`);
/** Each shown card's title opens its details; an application opens them with its action. */
const links = (s: { context: unknown }) =>
  visiblePromotions(s.context as PromotionsContext).flatMap((p) => [`link:${p.title}`, ...(p.kind === 'apply' && p.actionable ? [`link:Apply: ${p.title}`] : [])]);

function readyChecks({ screen, snapshot }: Ctx & { snapshot: { context: unknown } }) {
  const c = snapshot.context as PromotionsContext;
  const tabs = within(screen.getByRole('tablist', { name: 'Promotion categories' })).getAllByRole('tab');
  expect(tabs.map((t) => t.textContent)).toEqual(['All', 'Newbie', 'Limited', 'Special offer', 'Daily', 'High rebate', 'VIP']);
  expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(c.category === 'all' ? 'All' : 'Daily');
  const titles = screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
  expect(titles).toEqual(c.category === 'all' ? ['Welcome bonus', 'Share your big win', 'Festival bonus', 'Lucky draw', 'Slots rebate club'] : ['Lucky draw']);
  for (const p of c.page!.list.filter((x) => c.category === 'all' || x.category === c.category)) {
    expect(card(screen, p.title)).toHaveTextContent(STATUS_TEXT[p.status]!);
  }
  if (c.category === 'all') {
    expect(within(card(screen, 'Share your big win')).getByRole('link', { name: 'Apply: Share your big win' })).toHaveAttribute('href', '/promoDetail?id=p-share');
    expect(within(card(screen, 'Festival bonus')).queryByRole('button')).toBeNull();
    expect(card(screen, 'Welcome bonus')).toHaveTextContent('Bonus P 50.00, turnover ×5');
  }
  expect(card(screen, 'Lucky draw')).toHaveTextContent('Prizes from P 5.00 to P 50.00');
  if (c.outcome) {
    const o = c.outcome;
    const text = o.action === 'join' ? 'You have joined. The reward is paid by our team.' : o.action === 'draw' ? 'You won P 50.00! It is in your main wallet.' : 'P 50.00 is in your main wallet.';
    expect(screen.getByRole('status')).toHaveTextContent(text);
  } else expect(screen.queryByRole('status')).toBeNull();
  if (c.actionError) expect(screen.getByRole('alert')).toHaveTextContent('You have already taken part in this promotion');
  else expect(screen.queryByRole('alert')).toBeNull();
}

describeModel({
  model: promotionsModel,
  provide: (machine) => {
    onGuest.mockClear();
    onOpen.mockClear();
    return machine;
  },
  render: (actor) => (
    <WithI18n>
      <PromotionsList actor={actor as PromotionsActor} onGuest={onGuest} onOpen={onOpen} />
    </WithI18n>
  ),
  states: {
    loading: ({ screen, snapshot }) => {
      // A reload keeps the list on screen, marked busy.
      if ((snapshot.context as PromotionsContext).page) expect(screen.getByRole('tablist').parentElement).toHaveAttribute('aria-busy', 'true');
      else expect(screen.getByRole('status')).toHaveTextContent('Loading');
    },
    failed: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    ready: (ctx) => readyChecks(ctx as never),
    acting: ({ screen, snapshot }) => {
      const c = snapshot.context as PromotionsContext;
      const title = c.page!.list.find((p) => p.id === c.acting!.promotionId)!.title;
      expect(within(card(screen, title)).getByRole('button', { name: BUTTONS[c.acting!.promotionId]! })).toBeDisabled();
      expect(within(card(screen, title)).getByRole('button')).toHaveTextContent('Please wait…');
      expect(screen.getByRole('tablist').parentElement).toHaveAttribute('aria-busy', 'true');
    },
  },
  controls: {
    // A reload keeps the cards on screen: their detail links stay, nothing else is taken meanwhile.
    loading: (s) => ((s.context as PromotionsContext).page ? links(s) : []),
    failed: ['button:Try again'],
    ready: (s) => {
      const c = s.context as PromotionsContext;
      return [
        ...TABS,
        ...links(s),
        ...visiblePromotions(c)
          .filter((p) => p.kind !== 'apply' && p.actionable && actionOf(p) !== null)
          .map((p) => `button:${BUTTONS[p.id]}`),
        ...(c.outcome ? ['button:OK'] : []),
        ...(c.actionError ? ['button:Refresh', 'button:Close'] : []),
      ];
    },
    acting: links,
  },
  absent: {
    // Another tab, a dismissal or a reload leaves no card message behind.
    ready: (s) => {
      const c = s.context as PromotionsContext;
      return [
        ...(c.outcome ? [] : ['You have joined.', 'is in your main wallet']),
        ...(c.actionError ? [] : ['You have already taken part in this promotion']),
      ];
    },
  },
  exec: {
    'promo.category': async (e, { user, screen }) =>
      user.click(screen.getByRole('tab', { name: (e as unknown as { category: string }).category === 'all' ? 'All' : 'Daily' })),
    'promo.act': async (e, ctx) => click(BUTTONS[(e as unknown as { promotionId: string }).promotionId]!)(e, ctx),
    'promo.retry': click('Try again'),
    'promo.dismiss': async (e, ctx) => {
      const c = ctx.actor.getSnapshot().context as PromotionsContext;
      await click(c.actionError ? 'Close' : 'OK')(e, ctx);
    },
    'promo.reload': click('Refresh'),
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});
