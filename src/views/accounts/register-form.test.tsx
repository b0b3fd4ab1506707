import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/errors';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { captchaPngFixture } from '../../machines/captcha/captcha.fixtures';
import { registerSettingFixture, registerValues } from '../../machines/register/register.fixtures';
import { registerModel } from '../../machines/register/register.model';
import type { RegisterActor } from '../../machines/register/use-register';
import { inertMachine } from '../../machines/graph/paths';
import { useTestLocale } from '../../../tests/setup/i18n';
import { AccountsProviders } from '../testing/accounts-providers';
import { fakeApi } from '../testing/render-app';
import { RegisterForm } from './register-form';

useTestLocale('en');

/** The register form with the server's settings loaded (the fixture: payee name and affiliate code optional). */
async function shown() {
  const actor = createActor(inertMachine(registerModel.machine), { input: registerModel.input as never }).start();
  await act(async () => actor.send({ type: 'xstate.done.actor.loadSetup', output: { setting: registerSettingFixture, urlCodeValid: false } } as never));
  render(
    <AccountsProviders api={fakeApi({ captcha: captchaPngFixture })}>
      <RegisterForm actor={actor as RegisterActor} onLogin={() => {}} />
    </AccountsProviders>,
  );
  return actor;
}

describe('register form: what must be filled is marked', () => {
  it('marks required fields aria-required (with a visible "*" and the "* required" legend), optional ones not', async () => {
    await shown();
    expect(screen.getByText('* required')).toBeVisible();
    for (const label of ['Username', 'Password', 'Confirm password', 'Captcha']) {
      const input = screen.getByLabelText(label);
      expect(input, label).toHaveAttribute('aria-required', 'true');
      // The "*" is drawn after the label, outside its accessible name.
      expect(input.closest('.form-field')).toHaveClass('form-field--required');
    }
    for (const label of ['Payee name', 'Affiliate code']) {
      expect(screen.getByLabelText(label), label).not.toHaveAttribute('aria-required');
      expect(screen.getByLabelText(label).closest('.form-field')).not.toHaveClass('form-field--required');
    }
  });

  it('ticks the 18+ terms box by a click on its text, on the same line (the box inside its label)', async () => {
    const actor = await shown();
    const box = screen.getByRole('checkbox', { name: 'I am 18 or older and accept the terms' });
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box.closest('label')).toHaveClass('form-check__label');
    await userEvent.setup().click(screen.getByText('I am 18 or older and accept the terms'));
    expect(box).toBeChecked();
    expect(actor.getSnapshot().context.termsAccepted).toBe(true);
  });
});

describe('register form: the captcha', () => {
  it('loads a new picture after a refused registration (the attempt used the old one up)', async () => {
    const api = fakeApi({ captcha: captchaPngFixture });
    const captchaLoads = () => api.calls.filter((c) => c.name === 'captcha').length;
    const actor = createActor(inertMachine(registerModel.machine), { input: registerModel.input as never }).start();
    await act(async () => actor.send({ type: 'xstate.done.actor.loadSetup', output: { setting: registerSettingFixture, urlCodeValid: false } } as never));
    render(
      <AccountsProviders api={api}>
        <RegisterForm actor={actor as RegisterActor} onLogin={() => {}} />
      </AccountsProviders>,
    );
    expect(await screen.findByRole('img', { name: 'Captcha' })).toBeInTheDocument();
    expect(captchaLoads()).toBe(1);
    await act(async () => {
      for (const field of ['username', 'password', 'confirmPassword', 'captcha'] as const)
        actor.send({ type: 'register.change', field, value: registerValues[field]! });
      actor.send({ type: 'register.terms', accepted: true });
      actor.send({ type: 'register.submit' });
    });
    expect(actor.getSnapshot().value).toBe('submitting');
    await act(async () => actor.send({ type: 'xstate.error.actor.submitRegister', error: new ApiError('server', 'captcha.invalid') } as never));
    // A second picture, once the captcha's refresh throttle (1 s) allows it.
    await waitFor(() => expect(captchaLoads()).toBe(2), { timeout: 3000 });
  });
});
