import { ERROR_KEYS } from '../../api/errors';
import { GAMES } from '../../config/constants';
import type { LaunchEnvironment, LaunchRequest, LaunchSession, LaunchTarget } from './game-launch.types';

/** SPEC §4: type 4 is the trial account. */
const TRIAL_TYPE = 4;

/** The site pages a lottery launch answers with (the lottery views own them). */
export const LOTTERY_PATHS = ['/lottery', '/Vnlottery'] as const;

/** Where the SPA shows a launched game (SPEC §3 session key `iframeUrl`). */
export const IFRAME_URL_KEY = 'iframeUrl';
/** The launched game's name beside it: the /game frame's accessible name (not in the spec). */
export const IFRAME_TITLE_KEY = 'iframeTitle';

/** The launch payload of SPEC §3 (GLS) or the lottery launch of SPEC §7 (LOTT). */
export function launchRequest(target: LaunchTarget, session: LaunchSession, env: LaunchEnvironment): LaunchRequest {
  const common = {
    accountType: GAMES.launch.accountType,
    confirmTrans: GAMES.launch.confirmTrans,
    vassalage: target.vassalage,
    platform: GAMES.launch.platform,
    clientType: GAMES.launch.clientType,
    username: session.username,
    token: session.token ?? '',
    merchantCode: env.merchantCode,
    language: env.language,
  } as const;
  if (target.lottery) {
    return {
      ...common,
      launchMode: GAMES.launch.lotteryLaunchMode,
      lottoArea: target.lottery.area,
      lottoPrizeMode: target.lottery.prizeMode,
      lottoGameCode: target.lottery.gameCode,
      lottoView: target.lottery.view,
      device: env.device,
      backUrl: env.backUrl,
    };
  }
  return {
    ...common,
    launchMode: GAMES.launch.launchMode,
    ...(target.gameId !== undefined && { gameId: target.gameId }),
    ...(target.roomId !== undefined && { roomId: target.roomId }),
    ...(target.nodeId !== undefined && { nodeId: target.nodeId }),
  };
}

/** A trial account asking for a game its vendor does not offer for trial play (SPEC §4, §6). */
export function trialForbidden(target: LaunchTarget | null, session: LaunchSession): boolean {
  return session.type === TRIAL_TYPE && target?.trial === false;
}

/**
 * A launch URL the SPA may open: a path of this site ("/demo-vendor/play?…", "/lottery?…") or an
 * http(s) URL. Anything else (javascript:, data:, "//host", garbage) is SPEC §8 "Invalid URL".
 */
export function isLaunchUrl(content: string): boolean {
  if (content.startsWith('/')) return !content.startsWith('//') && !content.includes('\\');
  try {
    const url = new URL(content);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The path part of a site URL ("/lottery?game=SSC1" → "/lottery"); null for absolute URLs. */
function sitePath(content: string): string | null {
  if (!content.startsWith('/')) return null;
  return content.split(/[?#]/, 1)[0]!;
}

/** A lottery launch's answer: one of the site's lottery pages, opened in place. */
export function isLotteryContent(content: string): boolean {
  const path = sitePath(content);
  return path !== null && (LOTTERY_PATHS as readonly string[]).includes(path);
}

export function isWindowVendor(vassalage: string): boolean {
  return (GAMES.windowVendors as readonly string[]).includes(vassalage);
}

export function isVnLotteryVendor(vassalage: string): boolean {
  return (GAMES.vnLotteryVendors as readonly string[]).includes(vassalage);
}

/** Failures worth another try as they are: the network, time-outs, a server hiccup. */
const RETRYABLE: readonly string[] = [ERROR_KEYS.network, ERROR_KEYS.timeout, ERROR_KEYS.invalidResponse, ERROR_KEYS.unknown];

export function isRetryable(errorKey: string | null): boolean {
  return errorKey !== null && RETRYABLE.includes(errorKey);
}

/** Message key of a blocked popup (SPEC §8 "Popup blocked, allow popups and try again"). */
export const POPUP_BLOCKED = 'popup.blocked';
/** Message key of a launch URL the SPA refuses to open (SPEC §8 "Invalid URL…"). */
export const URL_INVALID = 'url.invalid';
