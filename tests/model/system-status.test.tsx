import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { systemStatusModel } from '../../src/machines/system-status/system-status.model';
import { SystemStatusProvider, type SystemStatusActor } from '../../src/machines/system-status/use-system-status';
import { SystemGate } from '../../src/views/system/system-gate';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel } from './harness';

useTestLocale('en');

describeModel({
  model: systemStatusModel,
  render: (actor) => (
    <WithI18n>
      <SystemStatusProvider actor={actor as SystemStatusActor}>
        <SystemGate>
          <p>the site</p>
        </SystemGate>
      </SystemStatusProvider>
    </WithI18n>
  ),
  states: {
    loading: ({ screen }) => {
      expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
      expect(screen.queryByText('the site')).toBeNull();
    },
    retrying: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    normal: ({ screen }) => {
      expect(screen.getByText('the site')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'System Maintenance' })).toBeNull();
    },
    maintenance: async ({ screen, user }) => {
      expect(screen.getByRole('heading', { name: 'System Maintenance' })).toBeInTheDocument();
      expect(screen.getByText('RESTRICTION OF VISIT')).toBeInTheDocument();
      expect(screen.getByText('Back at 10:00')).toBeInTheDocument();
      expect(screen.queryByText('the site')).toBeNull();
      // Contact Us opens customer service in a popup window.
      const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
      await user.click(screen.getByRole('button', { name: 'Contact Us' }));
      expect(open).toHaveBeenCalledWith('/helpmc', 'customer-service', expect.any(String));
      open.mockRestore();
    },
    regionRestricted: async ({ screen, user }) => {
      expect(screen.getByRole('heading', { name: 'Access restricted because of location or IP' })).toBeInTheDocument();
      expect(screen.getByTestId('visitor-ip')).toHaveTextContent('198.51.100.23');
      expect(screen.getByTestId('visitor-country')).toHaveTextContent('US');
      // A blocked popup says so instead of failing silently.
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      await user.click(screen.getByRole('button', { name: 'Contact Us' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Popup blocked, allow popups and try again');
      open.mockRestore();
    },
  },
  controls: {
    loading: [],
    retrying: ['button:Try again'],
    normal: [],
    maintenance: ['button:Check again', 'button:Contact Us'],
    regionRestricted: ['button:Check again', 'button:Contact Us'],
  },
  exec: {
    'system.retry': async (_e, { user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
    },
    'system.refresh': async (e, { user, screen, actor }) => {
      const button = screen.queryByRole('button', { name: 'Check again' });
      if (button) await user.click(button);
      else await act(async () => actor.send(e));
    },
  },
});
