import {
  array,
  boolean,
  enums,
  type Infer,
  literal,
  nullable,
  number,
  object,
  optional,
  string,
  union,
} from 'superstruct';
import { instant } from './time';

/**
 * Accounts and sessions wire shapes (SPEC §3 "Login request/result", "Member info",
 * registration user, password change/reset, SMS). Requests are validated by the server
 * with these same structs; responses by the client.
 */

export const UsernameLoginRequest = object({
  type: literal('username'),
  username: string(),
  password: string(),
  captcha: optional(string()),
});
export const SmsLoginRequest = object({
  type: literal('sms'),
  mobileNum: string(),
  countryDialingCode: string(),
  verificationCode: string(),
  captcha: optional(string()),
});
export const LoginRequest = union([UsernameLoginRequest, SmsLoginRequest]);
export type LoginRequest = Infer<typeof LoginRequest>;

/** Login result (SPEC §3): token, firstTimeLogin, passwordExpired. */
export const LoginResult = object({
  token: string(),
  firstTimeLogin: boolean(),
  passwordExpired: boolean(),
  /** The password is the flagged default `{secret}`: change before anything else. */
  mustChangePassword: boolean(),
});
export type LoginResult = Infer<typeof LoginResult>;

/**
 * `value` of a failed login: `captcha: true` when further attempts need a captcha;
 * for `login.verification.required` (unregistered IP) the challenge to answer.
 */
export const LoginFailureValue = object({
  captcha: optional(boolean()),
  challengeId: optional(string()),
  methods: optional(array(enums(['sms', 'email', 'bankAccountName', 'totp']))),
  /** Masked destination hints, e.g. mobile "+880 ****1234". */
  hints: optional(object({ mobile: optional(string()), email: optional(string()) })),
});
export type LoginFailureValue = Infer<typeof LoginFailureValue>;

export const VerifyLoginRequest = object({
  challengeId: string(),
  method: enums(['sms', 'email', 'bankAccountName', 'totp']),
  answer: string(),
});
export type VerifyLoginRequest = Infer<typeof VerifyLoginRequest>;

export const SendChallengeCodeRequest = object({ challengeId: string(), method: enums(['sms', 'email']) });

export const FreeplayRequest = object({ os: optional(string()), platform: optional(string()) });

/** Member info (SPEC §3). `type`: account type (isAgent): 1, 2, 41, 42 agents; 4 trial; 0 member. */
export const MemberInfo = object({
  id: string(),
  account: string(),
  nickname: string(),
  type: number(),
  toUpline: boolean(),
  clubLabel: nullable(object({ labelName: string() })),
  memberLabel: array(object({ labelName: string() })),
  mobileNum: nullable(string()),
  email: nullable(string()),
  /** An operator staff account (not in the WPS spec; added for the flow visualiser). */
  staff: boolean(),
});
export type MemberInfo = Infer<typeof MemberInfo>;

export const MemberIcon = object({ iconUrl: nullable(string()) });

/** Captcha: value is a base64 PNG (SPEC §7); the answer is bound to an HttpOnly cookie. */
export const CaptchaImage = string();

export const SmsRegisterRequest = object({ countryDialingCode: string(), mobileNo: string() });
export const SmsNoLoginRequest = object({
  countryDialingCode: string(),
  mobileNum: string(),
  /** What the code will be used for: login by SMS or password reset. */
  purpose: enums(['login', 'reset']),
});
export const SmsSent = object({ expiredMinutes: number() });
export type SmsSent = Infer<typeof SmsSent>;

/** Registration user (SPEC §3); optional fields are required only when the server config says so. */
export const RegisterRequest = object({
  username: optional(string()),
  password: string(),
  confirmPassword: string(),
  mobileNum: optional(string()),
  countryDialingCode: optional(string()),
  verificationCode: optional(string()),
  payeeName: optional(string()),
  email: optional(string()),
  qqNum: optional(string()),
  paymentPassword: optional(string()),
  line: optional(string()),
  whatsapp: optional(string()),
  facebook: optional(string()),
  wechat: optional(string()),
  idNumber: optional(string()),
  affiliateCode: optional(string()),
  referralCode: optional(string()),
  recommenderId: optional(string()),
  captcha: optional(string()),
  domain: optional(string()),
  registerUrl: optional(string()),
  registerMethod: literal('WEB'),
  login: boolean(),
  /** The 18+ terms checkbox (SPEC §5 "Age consent: 18 to accept terms"): registration is refused without `true`. */
  termsAccepted: optional(boolean()),
});
export type RegisterRequest = Infer<typeof RegisterRequest>;

/** Registered: with `login: true` the new member's session. */
export const RegisterResult = object({ account: string(), session: nullable(LoginResult) });
export type RegisterResult = Infer<typeof RegisterResult>;

export const AffiliateCheck = object({ valid: boolean() });

export const ChangePasswordRequest = object({
  oldPassword: optional(string()),
  newPassword: string(),
  confirmNewPassword: string(),
});

export const ForgotByEmailRequest = object({ username: string(), email: string() });

export const ResetByPhoneRequest = object({
  newPassword: string(),
  mobileNum: string(),
  countryDialingCode: string(),
  verificationCode: string(),
});
/** After a phone reset the SPA logs in with the new password: the account name to use. */
export const ResetByPhoneResult = object({ account: string() });

export const ResetByEmailCodeRequest = object({ code: string(), newPassword: string(), confirmNewPassword: string() });

/** Dev/test outbox (not in production): SMS and e-mails the providers would have sent. */
export const OutboxMessage = object({
  id: number(),
  channel: enums(['sms', 'email']),
  to: string(),
  purpose: string(),
  body: string(),
  code: nullable(string()),
  createdAt: instant(),
});
export const Outbox = array(OutboxMessage);
export type OutboxMessage = Infer<typeof OutboxMessage>;

/** Dev/test only: the answer of the captcha bound to a cookie id, so browser tests can solve it. */
export const DevCaptchaAnswer = object({ answer: nullable(string()) });

/** GET /wps/staff/flows: whether this staff account may open the flow visualiser. */
export const FlowsAccess = object({ enabled: boolean() });
export type FlowsAccess = Infer<typeof FlowsAccess>;
