import { expect } from 'vitest';
import { installPromptModel } from '../../src/machines/install-prompt/install-prompt.model';
import type { InstallPromptActorRef } from '../../src/machines/install-prompt/use-install-prompt';
import { InstallAppButton } from '../../src/views/layout/install-app-button';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel } from './harness';

useTestLocale('en');

const noButton = ({ screen }: { screen: typeof import('@testing-library/react').screen }) =>
  expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();

describeModel({
  model: installPromptModel,
  render: (actor) => (
    <WithI18n>
      <InstallAppButton actor={actor as InstallPromptActorRef} />
    </WithI18n>
  ),
  states: {
    idle: noButton,
    available: ({ screen, snapshot }) => {
      expect(snapshot.context.offer).not.toBeNull();
      const button = screen.getByRole('button', { name: 'Install app' });
      expect(button).toBeEnabled();
      expect(button).not.toHaveAttribute('aria-busy');
    },
    prompting: ({ screen }) => {
      const button = screen.getByRole('button', { name: 'Install app' });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-busy', 'true');
    },
    dismissed: (ctx) => {
      noButton(ctx);
      expect(ctx.snapshot.context.offer).toBeNull();
    },
    installed: (ctx) => {
      noButton(ctx);
      expect(ctx.snapshot.status).toBe('done');
    },
  },
  controls: {
    idle: [],
    available: ['button:Install app'],
    prompting: [],
    dismissed: [],
    installed: [],
  },
  exec: {
    'install.request': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Install app' })),
  },
});
