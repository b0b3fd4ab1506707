import type { ProfileUpdate, SecurityInfo } from '../../api/schemas/money';
import type { FieldError, FieldRule } from '../../api/validation/validate';

/** Profile fields a member may edit (SPEC §3; the wire's ProfileUpdate). */
export const PROFILE_FIELDS = ['payeeName', 'qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'birthday'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export type ProfileValues = Record<ProfileField, string | null>;

export interface ProfileInput {
  /** What the server holds now (null: never set). */
  current: ProfileValues;
  /** Each field's rule from the register setting. */
  rules: Record<ProfileField, FieldRule>;
}

export interface ProfileContext extends ProfileInput {
  values: Record<ProfileField, string>;
  errors: Partial<Record<ProfileField, FieldError>>;
  errorKey: string | null;
}

export type ProfileEvent = { type: 'profile.change'; field: ProfileField; value: string } | { type: 'profile.submit' };

export type { ProfileUpdate, SecurityInfo };
