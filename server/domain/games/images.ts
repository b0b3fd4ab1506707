import { createHash } from 'node:crypto';
import type { Localized } from '../../db/database';

/**
 * Generated game art (docs/games.md "Images"): every game without an image of its own is drawn
 * as an SVG — a two-colour gradient chosen from the game id, the initials large and the name
 * small. Served at /cdn/games/<gameId>.svg below any image CDN.
 */
export const gameImagePath = (gameId: string) => `/cdn/games/${gameId}.svg`;

/** Background gradients by category, so a lane of one category reads as one family. */
const PALETTES: Record<string, [string, string][]> = {
  RNG: [['#7b2ff7', '#f107a3'], ['#f7971e', '#ffd200'], ['#ee0979', '#ff6a00'], ['#8e2de2', '#4a00e0']],
  LIVE: [['#141e30', '#243b55'], ['#7f0000', '#c31432'], ['#0f2027', '#2c5364']],
  FISH: [['#00c6ff', '#0072ff'], ['#43cea2', '#185a9d'], ['#1a2980', '#26d0ce']],
  PVP: [['#134e5e', '#71b280'], ['#093028', '#237a57'], ['#3a6073', '#16222a']],
  SPORTS: [['#11998e', '#38ef7d'], ['#0b486b', '#f56217']],
  ESPORTS: [['#41295a', '#2f0743'], ['#fc466b', '#3f5efb']],
  COCKFIGHT: [['#b21f1f', '#fdbb2d'], ['#870000', '#190a05']],
  MINI: [['#fc5c7d', '#6a82fb'], ['#f953c6', '#b91d73']],
  LOTT: [['#c94b4b', '#4b134f'], ['#e65c00', '#f9d423']],
  ELOTT: [['#1d976c', '#93f9b9'], ['#ff512f', '#dd2476']],
};
const DEFAULT_PALETTE: [string, string][] = [['#232526', '#414345']];

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (s: string) => s.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);

/** Up to three initials of the English name (digits kept: "Crazy 777" → "C7"). */
export function initials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words
    .slice(0, 3)
    .map((w) => [...w][0]!.toUpperCase())
    .join('');
}

/** Splits a name into at most two lines of about `width` characters for the caption. */
function captionLines(name: string, width = 16): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  for (const w of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + w.length <= width) lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  if (lines.length > 2) return [lines[0]!, `${lines.slice(1).join(' ').slice(0, width - 1)}…`];
  return lines.map((l) => (l.length > width + 4 ? `${l.slice(0, width + 3)}…` : l));
}

export interface GameArt {
  gameId: string;
  category: string;
  name: Localized;
}

/** The SVG document; every text taken from data is XML-escaped. */
export function renderGameSvg(game: GameArt): string {
  const digest = createHash('sha256').update(game.gameId).digest();
  const palette = PALETTES[game.category] ?? DEFAULT_PALETTE;
  const [from, to] = palette[digest[0]! % palette.length]!;
  const angle = digest[1]! % 2 === 0 ? ['0', '0', '1', '1'] : ['1', '0', '0', '1'];
  const name = game.name.en ?? Object.values(game.name)[0] ?? game.gameId;
  const lines = captionLines(name);
  const caption = lines
    .map((l, i) => `<text x="120" y="${196 + i * 22 - (lines.length - 1) * 11}" font-size="18" font-weight="600">${escapeXml(l)}</text>`)
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">',
    `<defs><linearGradient id="g" x1="${angle[0]}" y1="${angle[1]}" x2="${angle[2]}" y2="${angle[3]}">`,
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="240" height="240" rx="24" fill="url(#g)"/>',
    '<circle cx="200" cy="40" r="70" fill="#fff" fill-opacity="0.08"/>',
    '<g fill="#fff" font-family="system-ui, sans-serif" text-anchor="middle">',
    `<text x="120" y="128" font-size="72" font-weight="800" fill-opacity="0.92">${escapeXml(initials(name) || '?')}</text>`,
    caption,
    '</g></svg>',
  ].join('');
}
