/**
 * A vendor's mark, drawn at render from its code and name (docs/games.md "Images"): no request,
 * a few hundred bytes of code, the same mark wherever the vendor shows. The code's FNV-1a hash
 * picks the colour and the frame's shape; a short code is the letters ("PG", "EVO"), else the
 * name gives them ("JILI Slots" → "JS", "Spribe" → "SP"). Decoration beside the vendor's visible name, so hidden from assistive
 * technology.
 */

/** FNV-1a, 32 bits: small, and stable across browsers and the server. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Up to three letters: the words' initials, or the first two letters of a one-word name. */
export function markLetters(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 1) return [...words[0]!].slice(0, 2).join('').toUpperCase();
  return words
    .slice(0, 3)
    .map((w) => [...w][0]!.toUpperCase())
    .join('');
}

/** Frames in a 40×40 box: rounded square, circle, hexagon, diamond, shield. */
const SHAPES = [
  'M8 2h24a6 6 0 0 1 6 6v24a6 6 0 0 1-6 6H8a6 6 0 0 1-6-6V8a6 6 0 0 1 6-6z',
  'M20 1a19 19 0 1 1 0 38 19 19 0 0 1 0-38z',
  'M20 1l17 9.5v19L20 39 3 29.5v-19z',
  'M20 0l20 20-20 20L0 20z',
  'M4 3h32v16c0 10-8 17-16 20C12 36 4 29 4 19z',
];

export interface MarkArt {
  shape: string;
  fill: string;
  ring: string;
  letters: string;
}

export function vendorMarkArt(code: string, name: string): MarkArt {
  const h = fnv1a(code.toUpperCase());
  const hue = h % 360;
  return {
    shape: SHAPES[(h >>> 9) % SHAPES.length]!,
    fill: `hsl(${hue} 62% 38%)`,
    ring: `hsl(${(hue + 40 + ((h >>> 16) % 120)) % 360} 80% 70%)`,
    letters: /^[A-Z0-9]{2,3}$/i.test(code) ? code.toUpperCase() : markLetters(name) || code.slice(0, 2).toUpperCase(),
  };
}

export function VendorMark({ code, name, className }: { code: string; name: string; className?: string }) {
  const art = vendorMarkArt(code, name);
  return (
    <svg className={`vendor-mark ${className ?? ''}`} viewBox="0 0 40 40" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={art.shape} fill={art.fill} stroke={art.ring} strokeWidth="2.5" />
      <text x="20" y="25" textAnchor="middle" fontSize={art.letters.length > 2 ? 11 : 14} fontWeight="800" fill="#fff" fontFamily="system-ui, sans-serif">
        {art.letters}
      </text>
    </svg>
  );
}
