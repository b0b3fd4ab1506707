import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberInfoFixtures } from '../../machines/session/session.fixtures';
import { whitelabelWith } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

// Counts requests for the visualiser's chunk (the factory runs when the router imports it).
const chunk = vi.hoisted(() => ({ requests: 0 }));
vi.mock('./flows-page', async (importOriginal) => {
  chunk.requests += 1;
  return importOriginal();
});

afterEach(() => vi.unstubAllEnvs());

const flagOn = whitelabelWith({ settings: { flowsEnabled: true } });

/** A production build, signed in as `info` (token restored, member info loaded). */
async function openFlows(info: (typeof memberInfoFixtures)[keyof typeof memberInfoFixtures]) {
  vi.stubEnv('DEV', false);
  sessionStorage.setItem('token', `tok-${info.account}`);
  return renderApp({ path: '/flows', whitelabel: flagOn, responses: { memberInfo: info } });
}

// One file, in order: the chunk is fetched once per page session, so the refusal comes first.
describe('/flows in production (bare layout)', () => {
  it('a player sees the translated 403 page and the visualiser chunk is not requested', async () => {
    await openFlows(memberInfoFixtures.member);
    expect(await screen.findByRole('heading', { level: 1, name: '403 — staff only' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(chunk.requests).toBe(0);
  });

  it('a visitor sees the 403 page too', async () => {
    vi.stubEnv('DEV', false);
    await renderApp({ path: '/flows', whitelabel: flagOn });
    expect(await screen.findByRole('heading', { level: 1, name: '403 — staff only' })).toBeInTheDocument();
    expect(chunk.requests).toBe(0);
  });

  it('staff with the flag off still get the 403 page', async () => {
    vi.stubEnv('DEV', false);
    sessionStorage.setItem('token', 'tok-staff');
    await renderApp({ path: '/flows', whitelabel: whitelabelWith(), responses: { memberInfo: memberInfoFixtures.staff } });
    expect(await screen.findByRole('heading', { level: 1, name: '403 — staff only' })).toBeInTheDocument();
    expect(chunk.requests).toBe(0);
  });

  it('staff with the flag on see the visualiser', async () => {
    await openFlows(memberInfoFixtures.staff);
    expect(await screen.findByRole('heading', { level: 1, name: 'Flows' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(chunk.requests).toBe(1));
    expect(screen.queryByRole('heading', { name: '403 — staff only' })).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});

describe('/flows in development', () => {
  it('is open to anyone, a player included, whatever the setting', async () => {
    sessionStorage.setItem('token', 'tok-player');
    await renderApp({ path: '/flows', whitelabel: whitelabelWith(), responses: { memberInfo: memberInfoFixtures.member } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Flows' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
