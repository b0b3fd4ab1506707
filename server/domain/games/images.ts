import { createHash } from 'node:crypto';
import type { Localized } from '../../db/database';

/**
 * Generated game art (docs/games.md "Images"): every game without an image of its own is drawn
 * as an SVG from its catalogue row — the category's gradient family and emblem, and from the
 * SHA-256 of the game id the gradient, one of six background motifs with its positions, an accent
 * colour and one of three layouts of emblem and initials; the name below. Served at
 * /cdn/games/<gameId>.svg below any image CDN.
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

/**
 * The category's emblem in a 64×64 box (white, drawn over the background): a lane of one
 * category shares it, so a card says what kind of game it is before its name is read.
 */
const EMBLEMS: Record<string, string> = {
  RNG: '<rect x="2" y="12" width="18" height="40" rx="4"/><rect x="23" y="12" width="18" height="40" rx="4"/><rect x="44" y="12" width="18" height="40" rx="4"/>',
  LIVE: '<rect x="6" y="4" width="34" height="48" rx="5"/><circle cx="44" cy="44" r="16" fill-opacity="0.7"/>',
  FISH: '<path d="M4 32c10-16 34-18 46-4l12-10v28l-12-10C38 50 14 48 4 32z"/>',
  PVP: '<rect x="8" y="10" width="30" height="44" rx="4" transform="rotate(-14 23 32)"/><rect x="26" y="10" width="30" height="44" rx="4" fill-opacity="0.7" transform="rotate(12 41 32)"/>',
  SPORTS: '<circle cx="32" cy="32" r="28"/><path d="M32 18l13 9-5 15H24l-5-15z" fill="#000" fill-opacity="0.35"/>',
  ESPORTS: '<path d="M14 18h36c8 0 12 8 12 18s-2 16-8 16c-5 0-8-8-14-8H24c-6 0-9 8-14 8-6 0-8-6-8-16s4-18 12-18z"/>',
  COCKFIGHT: '<path d="M22 6l6 8 6-8 6 8 4-6v16H20z"/><ellipse cx="34" cy="42" rx="22" ry="16"/><path d="M12 36L2 30l8 12z"/>',
  MINI: '<rect x="6" y="6" width="52" height="52" rx="10"/><g fill="#000" fill-opacity="0.4"><circle cx="20" cy="20" r="5"/><circle cx="32" cy="32" r="5"/><circle cx="44" cy="44" r="5"/></g>',
  LOTT: '<circle cx="16" cy="40" r="13"/><circle cx="32" cy="20" r="13" fill-opacity="0.75"/><circle cx="48" cy="40" r="13"/>',
};
EMBLEMS.ELOTT = EMBLEMS.LOTT!;
const DEFAULT_EMBLEM = '<path d="M32 4l8 20h20L44 37l6 21-18-12-18 12 6-21L4 24h20z"/>';

/** One of six background motifs, placed by the digest's bytes: no two games share a picture. */
function motif(d: Buffer, accent: string): string {
  const n = (i: number, lo: number, hi: number) => lo + Math.round((d[i]! / 255) * (hi - lo));
  const paint = `fill="${accent}" fill-opacity="0.35"`;
  switch (d[2]! % 6) {
    case 0:
      return [0, 1, 2, 3, 4].map((k) => `<circle cx="${n(3 + k, 0, 240)}" cy="${n(8 + k, 0, 170)}" r="${n(13 + k, 10, 42)}" ${paint}/>`).join('');
    case 1: {
      const step = n(3, 22, 40);
      const w = Math.round(step / 2.5);
      const bars = Array.from({ length: Math.ceil(480 / step) }, (_, k) => `M${k * step - 240} -120h${w}v480h-${w}z`).join('');
      return `<path d="${bars}" ${paint} transform="rotate(${n(4, -60, 60)} 120 120)"/>`;
    }
    case 2: {
      const [cx, cy] = [n(3, 20, 220), n(4, 20, 150)];
      return [1, 2, 3, 4].map((k) => `<circle cx="${cx}" cy="${cy}" r="${k * n(5, 18, 30)}" fill="none" stroke="${accent}" stroke-opacity="0.4" stroke-width="${n(6 + k, 4, 10)}"/>`).join('');
    }
    case 3:
      return [0, 1, 2, 3].map((k) => {
        const [x, y, r] = [n(3 + k, 10, 230), n(7 + k, 10, 160), n(11 + k, 14, 36)];
        return `<rect x="${x - r}" y="${y - r}" width="${2 * r}" height="${2 * r}" transform="rotate(45 ${x} ${y})" ${paint}/>`;
      }).join('');
    case 4: {
      const [cx, cy] = [d[3]! % 2 ? 0 : 240, d[4]! % 2 ? 0 : 170];
      return Array.from({ length: 8 }, (_, k) => {
        const a = (k / 8) * Math.PI * 2 + d[5]! / 40;
        const b = a + Math.PI / 16;
        const p = (t: number) => `${Math.round(cx + 360 * Math.cos(t))},${Math.round(cy + 360 * Math.sin(t))}`;
        return `<polygon points="${cx},${cy} ${p(a)} ${p(b)}" ${paint}/>`;
      }).join('');
    }
    default:
      return [0, 1, 2].map((k) => {
        const y = n(3 + k, 20 + k * 40, 60 + k * 40);
        const h = n(6 + k, 10, 26);
        return `<path d="M-10 ${y}q30 -${h} 60 0t60 0t60 0t60 0t60 0" fill="none" stroke="${accent}" stroke-opacity="0.45" stroke-width="${n(9 + k, 5, 12)}"/>`;
      }).join('');
  }
}

/** The emblem and the initials in one of three layouts (by the digest). */
function figure(d: Buffer, emblem: string, letters: string): string {
  const place = (x: number, y: number, size: number, opacity: number) =>
    `<g fill="#fff" fill-opacity="${opacity}" transform="translate(${x} ${y}) scale(${size / 64})">${emblem}</g>`;
  const text = (x: number, y: number, size: number, anchor: string, fill = '#fff') =>
    `<text x="${x}" y="${y}" font-size="${size}" font-weight="800" text-anchor="${anchor}" fill="${fill}">${letters}</text>`;
  switch (d[11]! % 3) {
    case 0:
      return place(18, 16, 40, 0.85) + text(120, 128, 72, 'middle');
    case 1:
      return `${place(84, 24, 120, 0.8)}<circle cx="50" cy="52" r="34" fill="#fff" fill-opacity="0.92"/>${text(50, 63, letters.length > 2 ? 24 : 30, 'middle', '#222')}`;
    default:
      return place(158, 18, 64, 0.85) + text(22, 150, 64, 'start');
  }
}

/** The SVG document; every text taken from data is XML-escaped. */
export function renderGameSvg(game: GameArt): string {
  const digest = createHash('sha256').update(game.gameId).digest();
  const palette = PALETTES[game.category] ?? DEFAULT_PALETTE;
  const [from, to] = palette[digest[0]! % palette.length]!;
  const angle = digest[1]! % 2 === 0 ? ['0', '0', '1', '1'] : ['1', '0', '0', '1'];
  const accent = `hsl(${Math.round((digest[12]! / 256) * 360)} 85% 72%)`;
  const name = game.name.en ?? Object.values(game.name)[0] ?? game.gameId;
  const lines = captionLines(name);
  const caption = lines
    .map((l, i) => `<text x="120" y="${210 + i * 22 - (lines.length - 1) * 11}" font-size="18" font-weight="600">${escapeXml(l)}</text>`)
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">',
    `<defs><linearGradient id="g" x1="${angle[0]}" y1="${angle[1]}" x2="${angle[2]}" y2="${angle[3]}">`,
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    '<clipPath id="c"><rect width="240" height="240" rx="24"/></clipPath></defs>',
    '<g clip-path="url(#c)"><rect width="240" height="240" fill="url(#g)"/>',
    motif(digest, accent),
    '<rect y="178" width="240" height="62" fill="#000" fill-opacity="0.28"/></g>',
    '<g font-family="system-ui, sans-serif">',
    figure(digest, EMBLEMS[game.category] ?? DEFAULT_EMBLEM, escapeXml(initials(name) || '?')),
    `<g fill="#fff" text-anchor="middle">${caption}</g>`,
    '</g></svg>',
  ].join('');
}
