import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { modalMachine } from '../../machines/modal/modal.machine';
import { homeNoticesFixture } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

function startModalChart() {
  const lockScroll = vi.fn();
  const unlockScroll = vi.fn();
  const actor = createActor(modalMachine.provide({ actions: { lockScroll, unlockScroll } })).start();
  return { actor, lockScroll, unlockScroll, names: () => actor.getSnapshot().context.stack.map((m) => m.name) };
}

describe('modal chart', () => {
  it('locks the page scroll on the first open and unlocks on the last close', () => {
    const { actor, lockScroll, unlockScroll, names } = startModalChart();
    actor.send({ type: 'modal.open', name: 'login' });
    actor.send({ type: 'modal.open', name: 'forgotPassword' });
    expect(names()).toEqual(['login', 'forgotPassword']);
    expect(lockScroll).toHaveBeenCalledTimes(1);
    actor.send({ type: 'modal.close' });
    expect(names()).toEqual(['login']);
    expect(unlockScroll).not.toHaveBeenCalled();
    actor.send({ type: 'modal.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(unlockScroll).toHaveBeenCalledTimes(1);
  });

  it('opening the modal already on top refreshes its props instead of stacking it twice', () => {
    const { actor, names } = startModalChart();
    actor.send({ type: 'modal.open', name: 'notice', props: { page: 1 } });
    actor.send({ type: 'modal.open', name: 'notice', props: { page: 2 } });
    expect(names()).toEqual(['notice']);
    expect(actor.getSnapshot().context.stack[0]?.props).toEqual({ page: 2 });
  });

  it('closeAll empties the stack and unlocks', () => {
    const { actor, unlockScroll } = startModalChart();
    actor.send({ type: 'modal.open', name: 'memberCenter' });
    actor.send({ type: 'modal.open', name: 'changePassword' });
    actor.send({ type: 'modal.closeAll' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.stack).toEqual([]);
    expect(unlockScroll).toHaveBeenCalledTimes(1);
  });

  it('close and closeAll do nothing when no modal is open', () => {
    const { actor } = startModalChart();
    expect(actor.getSnapshot().can({ type: 'modal.close' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'modal.closeAll' })).toBe(false);
  });
});

describe('modal host', () => {
  it('Login opens an accessible dialog that locks the body, and Escape closes it', async () => {
    const { user } = await renderApp();
    const header = await screen.findByRole('banner');
    const login = within(header).getByRole('button', { name: 'Login' });
    await user.click(login);
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(dialog).getByLabelText('Username')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(login).toHaveFocus();
  });

  it('the close button has an accessible name and closes the dialog', async () => {
    const { user } = await renderApp();
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Register' }));
    const dialog = screen.getByRole('dialog', { name: 'Register' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = await renderApp();
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Login' }));
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    // From the last control, Tab wraps to the first (the Close button) instead of leaving.
    within(dialog).getByRole('button', { name: 'Free trial' }).focus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});

describe('home notices', () => {
  it('popup notices open in the notice modal with their HTML sanitised', async () => {
    const hostile = {
      id: 99,
      title: 'Weekend bonus',
      content: '<p>Claim <b>now</b></p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script><a href="javascript:alert(1)">link</a>',
      date: '2025-05-03T01:00:00.000Z',
    };
    await renderApp({ responses: { homeNotices: { ...homeNoticesFixture, popup: [hostile] } } });
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    // A single notice (a popup) opens expanded on the notice screen (src/views/content/notice-screen.tsx).
    expect(await within(dialog).findByRole('heading', { name: /Weekend bonus/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Weekend bonus/ })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(dialog).getByText('now').tagName).toBe('B'));
    expect(dialog.querySelector('script')).toBeNull();
    const img = dialog.querySelector('img');
    expect(img).not.toBeNull();
    expect(img!.hasAttribute('onerror')).toBe(false);
    expect(within(dialog).getByText('link')).not.toHaveAttribute('href', 'javascript:alert(1)');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('shows banners and the announcement marquee, which opens the player notices', async () => {
    const { user } = await renderApp();
    expect(await screen.findByRole('img', { name: 'Welcome bonus' })).toHaveAttribute('width', '1920');
    const marquee = screen.getByRole('region', { name: 'Announcements' });
    expect(within(marquee).getByText(/Scheduled upgrade on Friday/)).toBeInTheDocument();
    await user.click(within(marquee).getByRole('button'));
    const dialog = screen.getByRole('dialog', { name: 'Announcements' });
    // The notice screen: items collapsed until opened, 9 a page.
    const item = await within(dialog).findByRole('button', { name: /New slots every week/ });
    expect(item).toHaveAttribute('aria-expanded', 'false');
    await user.click(item);
    expect(item).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('region', { name: 'New slots every week' })).toBeInTheDocument();
  });

  it('shows a translated error with retry when the notices fail', async () => {
    await renderApp({ responses: { homeNotices: undefined } });
    const main = screen.getByRole('main');
    // The first alert of the page is the notices' (the game sections below have their own).
    const [alert] = await within(main).findAllByRole('alert');
    expect(alert).toHaveTextContent('Network link is abnormal, please try again');
    expect(within(alert!).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
