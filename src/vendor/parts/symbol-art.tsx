import type { ReactElement } from 'react';

/**
 * The demo vendor's pictures, drawn as SVG shapes: a browser without an emoji font showed the
 * old emoji faces as empty boxes. Each drawing sits in a 64×64 box and differs from the others
 * in shape and colour, so no symbol is told apart by colour alone. Presentation attributes only
 * (the page's policy allows no inline style).
 */
type Art = () => ReactElement;

const star = (cx: number, cy: number, outer: number, inner: number) =>
  Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 ? inner : outer;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');

const leaf = (x: number, y: number) => <path d={`M${x} ${y}c6-8 14-9 18-6-5 6-11 8-18 6z`} fill="#2e7d32" />;

/** Slot symbols by the slot engine's ids (src/game-engines/slot.ts). */
export const SLOT_ART: Record<string, Art> = {
  wild: () => (
    <>
      <rect x="4" y="4" width="56" height="56" rx="12" fill="#6a1b9a" />
      <polygon points={star(32, 33, 25, 11)} fill="#ffca28" stroke="#fff3c4" strokeWidth="2" strokeLinejoin="round" />
    </>
  ),
  seven: () => <path d="M12 10h40v9L33 56H21l18-35H12z" fill="#e53935" stroke="#7f0000" strokeWidth="3" strokeLinejoin="round" />,
  bar: () => (
    <>
      <rect x="6" y="20" width="52" height="24" rx="4" fill="#212121" stroke="#ffb300" strokeWidth="3" />
      <rect x="12" y="27" width="40" height="3" fill="#ffb300" />
      <rect x="12" y="34" width="40" height="3" fill="#ffb300" />
    </>
  ),
  bell: () => (
    <>
      <path d="M32 8c-12 0-18 10-18 22v10l-6 8h48l-6-8V30c0-12-6-22-18-22z" fill="#fbc02d" stroke="#8d6e00" strokeWidth="2.5" strokeLinejoin="round" />
      <circle cx="32" cy="53" r="5" fill="#8d6e00" />
      <rect x="29" y="4" width="6" height="6" rx="2" fill="#8d6e00" />
    </>
  ),
  plum: () => (
    <>
      <ellipse cx="32" cy="38" rx="20" ry="22" fill="#7b1fa2" />
      <path d="M32 18c-3 10-3 30 0 40" stroke="#4a0072" strokeWidth="2" fill="none" />
      {leaf(32, 16)}
    </>
  ),
  orange: () => (
    <>
      <circle cx="32" cy="36" r="22" fill="#fb8c00" />
      <circle cx="24" cy="30" r="2" fill="#ffb74d" />
      <circle cx="38" cy="42" r="2" fill="#ffb74d" />
      <circle cx="30" cy="46" r="2" fill="#ffb74d" />
      {leaf(30, 14)}
    </>
  ),
  lemon: () => <path d="M6 34c4-14 16-22 26-22s22 8 26 22c-4 10-14 18-26 18S10 44 6 34z" fill="#fdd835" stroke="#c6a700" strokeWidth="2.5" />,
  cherry: () => (
    <>
      <path d="M20 42C24 26 32 14 44 8M44 42C42 28 44 16 44 8" stroke="#2e7d32" strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="19" cy="46" r="11" fill="#c62828" />
      <circle cx="45" cy="46" r="11" fill="#d32f2f" />
      <circle cx="15" cy="42" r="3" fill="#ef9a9a" />
    </>
  ),
};

/** Fish shooter species by the fish engine's ids (src/game-engines/fish.ts). */
export const FISH_ART: Record<string, Art> = {
  clownfish: () => (
    <>
      <path d="M6 32c8-14 30-16 42-4l10-8v24l-10-8C36 48 14 46 6 32z" fill="#ff7043" />
      <path d="M22 20v24M36 22v20" stroke="#fff" strokeWidth="5" />
      <circle cx="13" cy="30" r="2.5" fill="#212121" />
    </>
  ),
  pufferfish: () => (
    <>
      <polygon points={star(30, 32, 26, 19)} fill="#fdd835" />
      <circle cx="30" cy="32" r="19" fill="#ffee58" />
      <circle cx="20" cy="27" r="3" fill="#212121" />
      <path d="M50 26l10-6v24l-10-6z" fill="#f9a825" />
    </>
  ),
  turtle: () => (
    <>
      <circle cx="53" cy="32" r="7" fill="#81c784" />
      <ellipse cx="30" cy="32" rx="22" ry="16" fill="#2e7d32" />
      <path d="M18 32h24M30 18v28" stroke="#a5d6a7" strokeWidth="2.5" />
      <circle cx="56" cy="30" r="1.5" fill="#212121" />
    </>
  ),
  lobster: () => (
    <>
      <path d="M24 22h16l6 30H18z" fill="#d32f2f" />
      <path d="M22 26L10 10M42 26L54 10" stroke="#d32f2f" strokeWidth="4" />
      <circle cx="9" cy="8" r="6" fill="#b71c1c" />
      <circle cx="55" cy="8" r="6" fill="#b71c1c" />
      <path d="M24 34h16M22 42h20" stroke="#ff8a80" strokeWidth="2" />
    </>
  ),
  octopus: () => (
    <>
      <ellipse cx="32" cy="24" rx="18" ry="16" fill="#8e24aa" />
      <path d="M16 34q-6 14 2 22M26 38q-2 12 4 20M38 38q2 12-4 20M48 34q6 14-2 22" stroke="#8e24aa" strokeWidth="5" fill="none" strokeLinecap="round" />
      <circle cx="25" cy="24" r="3" fill="#fff" />
      <circle cx="39" cy="24" r="3" fill="#fff" />
    </>
  ),
  shark: () => (
    <>
      <path d="M4 36c14-10 34-12 50-4l8-10v28l-8-8C38 48 16 46 4 36z" fill="#78909c" />
      <path d="M24 30l8-18 6 18z" fill="#546e7a" />
      <path d="M8 38h20" stroke="#eceff1" strokeWidth="3" />
      <circle cx="12" cy="33" r="2" fill="#212121" />
    </>
  ),
  whale: () => (
    <>
      <path d="M4 36c0-14 14-20 30-20 14 0 20 8 22 14l6-6v18l-8-4c-6 8-16 10-28 10C12 48 4 44 4 36z" fill="#1e88e5" />
      <path d="M8 40c10 4 26 4 38 0" stroke="#bbdefb" strokeWidth="3" fill="none" />
      <path d="M26 14q-4-8-8-8M26 14q4-8 8-8" stroke="#90caf9" strokeWidth="2.5" fill="none" />
      <circle cx="16" cy="32" r="2.5" fill="#0d47a1" />
    </>
  ),
  dragon: () => (
    <>
      <path d="M4 44c8-10 16 6 24-4s16 6 24-4l8-16-4 22c-8 12-18 0-26 8S10 54 4 44z" fill="#ffb300" stroke="#e65100" strokeWidth="2" />
      <path d="M50 20l6-12 2 14z" fill="#e65100" />
      <circle cx="54" cy="24" r="2" fill="#212121" />
    </>
  ),
};

/** Card suits (cards.ts: S, H, D, C), drawn in the card's text colour. */
export const SUIT_ART: Record<string, Art> = {
  S: () => <path d="M32 6C22 20 8 28 8 40a11 11 0 0 0 20 6l-4 12h16l-4-12a11 11 0 0 0 20-6C56 28 42 20 32 6z" fill="currentColor" />,
  H: () => <path d="M32 58C20 46 6 36 6 22a13 13 0 0 1 26-4 13 13 0 0 1 26 4c0 14-14 24-26 36z" fill="currentColor" />,
  D: () => <path d="M32 4l22 28-22 28-22-28z" fill="currentColor" />,
  C: () => (
    <>
      <circle cx="32" cy="18" r="12" fill="currentColor" />
      <circle cx="18" cy="38" r="12" fill="currentColor" />
      <circle cx="46" cy="38" r="12" fill="currentColor" />
      <path d="M28 36h8l4 22H24z" fill="currentColor" />
    </>
  ),
};

/** An id no table knows (a config may add one): its first letter in a ring, still a picture with a name. */
const unknownArt = (id: string) => () => (
  <>
    <circle cx="32" cy="32" r="26" fill="#455a64" />
    <text x="32" y="42" textAnchor="middle" fontSize="28" fontWeight="700" fill="#fff" fontFamily="sans-serif">
      {id.slice(0, 1).toUpperCase()}
    </text>
  </>
);

/**
 * One drawing of a table: a picture named `label` (role img), or decoration beside a visible name
 * when `label` is null. `className` sizes it.
 */
export function SymbolArt({ art, id, label, className }: { art: Record<string, Art>; id: string; label: string | null; className?: string }) {
  const Draw = Object.hasOwn(art, id) ? art[id]! : unknownArt(id);
  const named = label === null ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': label };
  return (
    <svg className={className} viewBox="0 0 64 64" focusable="false" {...named}>
      <Draw />
    </svg>
  );
}

/** The same drawing placed inside another SVG (the fish scene) at (x, y), `size` wide. */
export function SymbolShapes({ art, id, x, y, size }: { art: Record<string, Art>; id: string; x: number; y: number; size: number }) {
  const Draw = Object.hasOwn(art, id) ? art[id]! : unknownArt(id);
  return (
    <svg x={x} y={y} width={size} height={size} viewBox="0 0 64 64">
      <Draw />
    </svg>
  );
}
