import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppDepsProvider, type AppDeps } from '../app-deps';
import { agentMenuFixture } from './agent-center.fixtures';
import type { AgentCenterPage } from './agent-center.pages';
import { useAgentCenter, useAgentCenterActor } from './use-agent-center';

// The agent center asks the API for its menu only; anything else would be a wrong call.
const api = {
  call: async (name: string) => {
    if (name !== 'agentMenu') throw new Error(`unexpected call ${name}`);
    return agentMenuFixture;
  },
} as unknown as AppDeps['api'];

const wrapper = ({ children }: { children: ReactNode }) => <AppDepsProvider deps={{ api }}>{children}</AppDepsProvider>;

function renderCenter(opening: { page?: unknown }) {
  const loaded: AgentCenterPage[] = [];
  const loadSection = async (page: AgentCenterPage) => {
    loaded.push(page);
  };
  const hook = renderHook(({ opening }) => useAgentCenter(useAgentCenterActor(opening, loadSection)), { wrapper, initialProps: { opening } });
  return { ...hook, loaded };
}

describe('the agent center overlay follows how it was opened', () => {
  it('opens on the page it was opened with, once the menu offers it', async () => {
    const { result, loaded } = renderCenter({ page: 'registerCenter' });
    await waitFor(() => expect(result.current.section).toBe('ready'));
    expect(result.current.page).toBe('registerCenter');
    expect(loaded).toEqual(['registerCenter']);
  });

  it('opened again while shown, it moves to the page asked for, even the one it first opened on', async () => {
    const { result, rerender } = renderCenter({ page: 'agentTeamOverview' });
    await waitFor(() => expect(result.current.section).toBe('ready'));
    act(() => result.current.go('registerCenter'));
    await waitFor(() => expect(result.current.section).toBe('ready'));
    expect(result.current.page).toBe('registerCenter');
    rerender({ opening: { page: 'agentTeamOverview' } });
    await waitFor(() => expect(result.current.page).toBe('agentTeamOverview'));
  });

  it('drawn again with the same opening, it stays on the page the menu moved it to', async () => {
    const opening = { page: 'agentTeamOverview' };
    const { result, rerender } = renderCenter(opening);
    await waitFor(() => expect(result.current.section).toBe('ready'));
    act(() => result.current.go('registerCenter'));
    await waitFor(() => expect(result.current.section).toBe('ready'));
    rerender({ opening });
    expect(result.current.page).toBe('registerCenter');
  });
});
