import { expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { profileModel } from '../../src/machines/profile/profile.model';
import type { ProfileContext } from '../../src/machines/profile/profile.types';
import type { ProfileActor } from '../../src/machines/profile/use-profile';
import { ProfileForm } from '../../src/views/money/profile-form';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

const saved = vi.fn();
const LABELS: Record<string, string> = { whatsapp: 'WhatsApp', facebook: 'Facebook' };
type Ctx = StepContext<typeof profileModel.machine>;
/** Every profile field; the registered payee name is read-only but still reachable (and read). */
const FIELDS = [
  'textbox:Payee name (real name)',
  'textbox:QQ',
  'textbox:Line',
  'textbox:WhatsApp',
  'textbox:Facebook',
  'textbox:WeChat',
  'textbox:ID number',
  'textbox:Birthday (dd/mm/yyyy)',
];
const changed = (c: ProfileContext) => c.values.whatsapp !== (c.current.whatsapp ?? '') || c.values.facebook !== (c.current.facebook ?? '');

describeModel({
  model: profileModel,
  provide: (machine) => {
    saved.mockClear();
    return machine.provide({ actions: { saved: (_: unknown, info: unknown) => saved(info) } });
  },
  render: (actor) => (
    <WithI18n>
      <ProfileForm actor={actor as ProfileActor} />
    </WithI18n>
  ),
  states: {
    editing: ({ screen, snapshot }) => {
      const c = snapshot.context as ProfileContext;
      // The registered payee name is shown but cannot be edited here.
      expect(screen.getByLabelText('Payee name (real name)')).toHaveValue('Rahim Uddin');
      expect(screen.getByLabelText('Payee name (real name)')).toHaveAttribute('readonly');
      expect(screen.getByLabelText('WhatsApp')).toHaveValue(c.values.whatsapp);
      expect(screen.getByLabelText('Facebook')).toHaveValue(c.values.facebook);
      for (const label of ['QQ', 'Line', 'WeChat', 'ID number', 'Birthday (dd/mm/yyyy)']) expect(screen.getByLabelText(label)).toBeInTheDocument();
      if (c.errors.whatsapp) {
        expect(screen.getByLabelText('WhatsApp')).toHaveAttribute('aria-invalid', 'true');
        // The register setting's bounds, or the server's when it refused the value.
        expect(screen.getByLabelText('WhatsApp')).toHaveAccessibleDescription(`Please enter ${c.errors.whatsapp.params!.bounds} digits`);
      } else expect(screen.getByLabelText('WhatsApp')).not.toHaveAttribute('aria-invalid');
      if (c.errorKey) expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Network link is abnormal, please try again');
      // Nothing changed: nothing to save.
      const button = screen.getByRole('button', { name: 'Save profile' });
      if (changed(c)) expect(button).toBeEnabled();
      else expect(button).toBeDisabled();
      expect(screen.queryByRole('status')).toBeNull();
    },
    saving: ({ screen }) => {
      expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    },
    saved: ({ screen, snapshot }) => {
      const c = snapshot.context as ProfileContext;
      // Saved: the stored values stay in the form, which stays editable; nothing is pending, so
      // Save waits for a change and the status says the profile is saved.
      expect(screen.getByRole('status')).toHaveTextContent('Your profile has been saved.');
      expect(screen.getByLabelText('WhatsApp')).toHaveValue(c.current.whatsapp ?? '');
      expect(screen.getByLabelText('WhatsApp')).toBeEnabled();
      expect(screen.getByLabelText('WhatsApp')).not.toHaveAttribute('readonly');
      expect(screen.getByRole('button', { name: 'Save profile' })).toBeDisabled();
      expect(saved).toHaveBeenLastCalledWith(expect.objectContaining({ profile: expect.objectContaining({ whatsapp: c.current.whatsapp }) }));
    },
  },
  controls: {
    // Save only once something differs from what is stored.
    editing: (s) => [...FIELDS, ...(changed(s.context as ProfileContext) ? ['button:Save profile'] : [])],
    saving: [],
    saved: FIELDS,
  },
  absent: {
    // The saved status goes with the first change after it.
    editing: ['Your profile has been saved.'],
  },
  exec: {
    'profile.change': async (e, { user, screen }) => {
      const { field, value } = e as unknown as { field: string; value: string };
      const input = screen.getByLabelText(LABELS[field]!);
      await user.clear(input);
      await user.type(input, value);
    },
    'profile.submit': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Save profile' })),
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});
