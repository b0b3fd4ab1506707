import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Translations of the stable message keys that machines and the API client carry
 * (SPEC §8, DESIGN.md error codes). Views call `i18n._(messageFor(key))`.
 */
const MESSAGES: Record<string, MessageDescriptor> = {
  'network.abnormal': msg`Network link is abnormal, please try again`,
  'network.timeout': msg`The page took longer to load, check your network`,
  'response.invalid': msg`Network link is abnormal, please try again`,
  'system.error': msg`Something went wrong, please try again later`,
  'login.not.session': msg`You have been logged in elsewhere, please log in again`,
  'login.required': msg`You are not logged in, please login`,
  'function.not.available': msg`Function not enabled, please contact customer service`,
  'request_param_err': msg`Please check your input`,
  'too.many.requests': msg`Too many requests, try again after 5 minutes`,
  'region.restricted': msg`Access restricted because of location or IP`,
  'system.maintenance': msg`System maintenance notice`,
  'popup.blocked': msg`Popup blocked, allow popups and try again`,
  'url.invalid': msg`Invalid URL, please contact customer service`,
  'language.load.failed': msg`The language could not be loaded`,
};

const FALLBACK = msg`Something went wrong, please try again later`;

export function messageFor(key: string | null | undefined): MessageDescriptor {
  return (key && MESSAGES[key]) || FALLBACK;
}

export function hasMessage(key: string): boolean {
  return key in MESSAGES;
}
