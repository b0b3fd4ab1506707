import { describe, expect, it } from 'vitest';
import { profileSettingFixture } from './profile.fixtures';
import { changedFields, profileErrors, profileRules, profileUpdate, valuesOf } from './profile.rules';
import type { ProfileValues } from './profile.types';

const current: ProfileValues = { payeeName: 'Rahim Uddin', qqNum: null, line: null, whatsapp: '1712345678', facebook: null, wechat: null, idNumber: null, birthday: null };
const rules = profileRules(profileSettingFixture);
const with_ = (v: Partial<Record<keyof ProfileValues, string>>) => ({ current, rules, values: { ...valuesOf(current), ...v } });

describe('profile rules', () => {
  it('only changed fields are sent; an emptied one is cleared', () => {
    expect(changedFields(with_({}))).toEqual([]);
    expect(profileUpdate(with_({ line: ' rahim_line ', whatsapp: '' }))).toEqual({ line: 'rahim_line', whatsapp: '' });
  });

  it('each field by the register setting’s rule, even when registration does not ask for it', () => {
    expect(rules.qqNum).toMatchObject({ enabled: true, required: false, patternId: 'digits' });
    expect(profileErrors(with_({ qqNum: '12ab' })).qqNum?.key).toBe('validation.pattern.digits');
    expect(profileErrors(with_({ wechat: '1abcdef' })).wechat?.key).toBe('validation.pattern.letterFirstAlnum');
    expect(profileErrors(with_({ qqNum: '123456', wechat: 'rahim99', whatsapp: '' }))).toEqual({});
  });

  it('a registered payee name is not editable here; an unregistered one may be set', () => {
    expect(changedFields(with_({ payeeName: 'Someone Else' }))).toEqual([]);
    const unnamed = { ...current, payeeName: null };
    expect(profileUpdate({ current: unnamed, values: { ...valuesOf(unnamed), payeeName: 'Rahim Uddin' } })).toEqual({ payeeName: 'Rahim Uddin' });
  });

  it('the birthday is a real yyyy-MM-dd date at least 21 years ago (SPEC §5 "Please confirm you are 21 years old")', () => {
    const year = new Date().getUTCFullYear();
    expect(profileErrors(with_({ birthday: '1990-05-20' }))).toEqual({});
    expect(profileErrors(with_({ birthday: `${year - 20}-01-01` })).birthday).toEqual({ key: 'age.required' });
    expect(profileErrors(with_({ birthday: `${year + 1}-01-01` })).birthday).toEqual({ key: 'age.required' });
    expect(profileErrors(with_({ birthday: '1990-02-30' })).birthday?.key).toBe('validation.date');
    expect(profileErrors(with_({ birthday: '20-05-1990' })).birthday?.key).toBe('validation.pattern.dateYmd');
  });
});
