import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { type CatalogLoaders, ensureCatalogPart } from '../i18n';

/**
 * Translations of the stable message keys that machines and the API client carry
 * (SPEC §8, DESIGN.md error codes). Views call `i18n._(messageFor(key))`. The codes of server
 * answers and form checks are in ./error-messages.ts (a catalog part of their own).
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

  // The logout confirmation (SPEC §6) opens before any request.
  in_increase_submit: msg`OK`,
  in_popup_prompt: msg`Prompt`,
  in_sure_logout: msg`Are you sure you want to log out?`,
};

const FALLBACK = msg`Something went wrong, please try again later`;

/** The codes' messages (./error-messages.ts) once loaded, and their catalog part (lingui.config.ts "errors"). */
let ERROR_MESSAGES: Record<string, MessageDescriptor> = {};
let loadingErrorMessages: Promise<void> | null = null;
const ERRORS_PART: CatalogLoaders = {
  bn: () => import('../../locales/bn/errors.po'),
  en: () => import('../../locales/en/errors.po'),
};

/**
 * Loads the messages of server answers' codes and form checks with their translations. The API
 * client waits for them before its first request answers (src/main.tsx), and the parts of screens
 * with forms (accounts, points, promotions, content; the member, agent, care, contract and
 * referral parts through accounts) bring them, so a code's message is there by the time a screen
 * can show one. A page that asks nothing and opens no form downloads none of them (issue #16
 * initial-JS budget); the lobby, lottery and visualiser parts do not bring them: their screens
 * show a code only after a request.
 */
export function loadErrorMessages(): Promise<void> {
  loadingErrorMessages ??= import('./error-messages').then(
    (m) => {
      ERROR_MESSAGES = m.ERROR_MESSAGES;
    },
    (e: unknown) => {
      loadingErrorMessages = null;
      throw e;
    },
  );
  return Promise.all([loadingErrorMessages, ensureCatalogPart('errors', ERRORS_PART)]).then(() => undefined);
}

export function messageFor(key: string | null | undefined): MessageDescriptor {
  return (key && (MESSAGES[key] ?? ERROR_MESSAGES[key])) || FALLBACK;
}

/** A field error of src/api/validation, translated with its bounds ("(min) - (max)", or one number). */
export function fieldMessage(i18n: { _: (d: MessageDescriptor, values?: Record<string, unknown>) => string }, error: { key: string; params?: { bounds: string } } | null | undefined): string | null {
  if (!error) return null;
  return i18n._(messageFor(error.key), { bounds: error.params?.bounds ?? '' });
}

export function hasMessage(key: string): boolean {
  return key in MESSAGES || key in ERROR_MESSAGES;
}
