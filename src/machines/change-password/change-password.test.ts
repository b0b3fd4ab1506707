import { describe, expect, it } from 'vitest';
import { changePasswordErrors, changePasswordRequest } from './change-password.rules';

const values = (o: Partial<Record<'oldPassword' | 'newPassword' | 'confirmNewPassword', string>>) => ({
  oldPassword: '',
  newPassword: '',
  confirmNewPassword: '',
  ...o,
});

describe('change password rules', () => {
  it('asks the old password unless it is known from login', () => {
    expect(changePasswordErrors({ knownPassword: null, values: values({ newPassword: 'NewPass2025', confirmNewPassword: 'NewPass2025' }) })).toEqual({
      oldPassword: { key: 'validation.required' },
    });
    expect(changePasswordErrors({ knownPassword: 'secret', values: values({ newPassword: 'NewPass2025', confirmNewPassword: 'NewPass2025' }) })).toEqual({});
  });

  it('the confirmation must equal the new password', () => {
    const e = changePasswordErrors({ knownPassword: 'x', values: values({ newPassword: 'NewPass2025', confirmNewPassword: 'NewPass2026' }) });
    expect(e.confirmNewPassword).toEqual({ key: 'validation.confirmMismatch' });
  });

  it('sends the known password as the old one', () => {
    const body = changePasswordRequest({
      account: 'a',
      knownPassword: '{secret}',
      values: values({ newPassword: 'NewPass2025', confirmNewPassword: 'NewPass2025' }),
      errors: {},
      errorKey: null,
    });
    expect(body).toEqual({ oldPassword: '{secret}', newPassword: 'NewPass2025', confirmNewPassword: 'NewPass2025' });
  });
});
