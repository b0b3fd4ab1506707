import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useTestLocale, WithI18n } from '../../../tests/setup/i18n';
import { AppDepsProvider } from '../../machines/app-deps';
import { profileSettingFixture, securityInfoFixture } from '../../machines/profile/profile.fixtures';
import { profileOf, profileRules } from '../../machines/profile/profile.rules';
import { fakeApi } from '../testing/render-app';
import { ProfilePanel } from './profile-form';

useTestLocale('en');

describe('profile birthday in the site order', () => {
  it('takes the birthday as dd/mm/yyyy and sends the day yyyy-MM-dd; the US order is refused under the field', async () => {
    const api = fakeApi({ profile: async () => ({ ...securityInfoFixture, profile: { ...securityInfoFixture.profile, birthday: '1990-08-15' } }) });
    const user = userEvent.setup();
    render(
      <WithI18n>
        <AppDepsProvider deps={{ api }}>
          <ProfilePanel input={{ current: profileOf(securityInfoFixture), rules: profileRules(profileSettingFixture as never) }} onSaved={() => {}} />
        </AppDepsProvider>
      </WithI18n>,
    );
    const birthday = screen.getByLabelText('Birthday (dd/mm/yyyy)');
    await user.type(birthday, '08/15/1990');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(birthday).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.name === 'profile')).toBe(false);
    await user.clear(birthday);
    await user.type(birthday, '15/08/1990');
    expect(birthday).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your profile has been saved.');
    expect(api.calls.find((c) => c.name === 'profile')!.options!.body).toMatchObject({ birthday: '1990-08-15' });
  });
});
