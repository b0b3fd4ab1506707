import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startPageInstallPrompt } from '../../machines/install-prompt/install-prompt.runtime';
import { renderApp } from '../testing/render-app';

describe('Install app in the footer', () => {
  it('shows nothing until the browser offers the install, then the button; a dismissed dialog hides it', async () => {
    const { user } = await renderApp();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByRole('button', { name: 'Install app' })).toBeNull();

    let prompted = 0;
    act(() => startPageInstallPrompt({ prompt: async () => void prompted++, userChoice: Promise.resolve({ outcome: 'dismissed' }) }));
    const install = await within(footer).findByRole('button', { name: 'Install app' });
    await user.click(install);
    expect(prompted).toBe(1);
    await act(async () => undefined);
    expect(within(footer).queryByRole('button', { name: 'Install app' })).toBeNull();
  });
});
