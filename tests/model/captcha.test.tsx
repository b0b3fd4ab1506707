import { expect } from 'vitest';
import { captchaPngFixture } from '../../src/machines/captcha/captcha.fixtures';
import { captchaModel } from '../../src/machines/captcha/captcha.model';
import type { CaptchaActor } from '../../src/machines/captcha/use-captcha';
import { CaptchaImage } from '../../src/views/accounts/captcha-image';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel } from './harness';

useTestLocale('en');

const image = () => document.querySelector('img');

describeModel({
  model: captchaModel,
  render: (actor) => (
    <WithI18n>
      <CaptchaImage actor={actor as CaptchaActor} />
    </WithI18n>
  ),
  states: {
    loading: ({ screen, snapshot }) => {
      // A new picture is on its way: the picture cannot be pressed (it keeps a person's focus).
      const button = screen.getByRole('button', { name: 'Captcha image, click to refresh' });
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toHaveAttribute('aria-disabled', 'true');
      if (!snapshot.context.image) expect(screen.getByRole('status')).toHaveTextContent('Loading');
    },
    '{"ready":"cooling"}': async ({ screen, user, actor }) => {
      expect(screen.getByRole('img', { name: 'Captcha' })).toHaveAttribute('src', `data:image/png;base64,${captchaPngFixture}`);
      expect(screen.getByRole('button', { name: 'Captcha image, click to refresh' })).not.toHaveAttribute('aria-disabled');
      // Refresh at most once per second: a click right after a load is ignored.
      await user.click(screen.getByRole('button', { name: 'Captcha image, click to refresh' }));
      expect(actor.getSnapshot().value).toEqual({ ready: 'cooling' });
    },
    '{"ready":"reloadQueued"}': ({ screen }) => {
      // The old image stays until the throttle allows the new one (a press meanwhile is ignored).
      expect(image()).toHaveAttribute('src', `data:image/png;base64,${captchaPngFixture}`);
      expect(screen.getByRole('button', { name: 'Captcha image, click to refresh' })).not.toHaveAttribute('aria-disabled');
    },
    '{"ready":"idle"}': ({ screen }) => {
      expect(image()).toHaveAttribute('alt', 'Captcha');
      expect(screen.getByRole('button', { name: 'Captcha image, click to refresh' })).not.toHaveAttribute('aria-disabled');
    },
    waiting: ({ screen, snapshot }) => {
      // Still "loading" for the person: no error shown while the throttle is waited out.
      const button = screen.getByRole('button', { name: 'Captcha image, click to refresh' });
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(snapshot.context.throttled).toBeGreaterThan(0);
    },
    failed: ({ screen, snapshot }) => {
      const expected =
        snapshot.context.errorKey === 'too.many.requests'
          ? 'Too many requests, try again after 5 minutes'
          : 'Network link is abnormal, please try again';
      expect(screen.getByRole('alert')).toHaveTextContent(expected);
      expect(screen.getByRole('button', { name: 'Load a new captcha' })).toBeEnabled();
    },
  },
  // While a new picture is being fetched (loading, or waiting out a 429) nothing can be pressed.
  controls: {
    loading: [],
    failed: ['button:Load a new captcha'],
    '{"ready":"cooling"}': ['button:Captcha image, click to refresh'],
    '{"ready":"idle"}': ['button:Captcha image, click to refresh'],
    waiting: [],
    '{"ready":"reloadQueued"}': ['button:Captcha image, click to refresh'],
  },
  exec: {
    'captcha.refresh': async (_e, { user, screen }) => {
      const retry = screen.queryByRole('button', { name: 'Load a new captcha' });
      await user.click(retry ?? screen.getByRole('button', { name: 'Captcha image, click to refresh' }));
    },
  },
});
