import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SPECIES } from '../../game-engines/fish';
import { slotVariant } from '../../game-engines/slot';
import { SPECIES_NAMES, SUIT_NAMES, SYMBOL_NAMES } from '../names';
import { FISH_ART, SLOT_ART, SUIT_ART, SymbolArt } from './symbol-art';

/**
 * Characters a page can show only with an emoji font: those drawn as emoji by default, every
 * other pictograph past Latin-1 (©, ® are in every text font), and the emoji variation selector.
 * A browser without an emoji font draws them as empty boxes.
 */
const EMOJI = /\p{Emoji_Presentation}|(?![\u0000-\u00ff])\p{Extended_Pictographic}|\uFE0F/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    // Tests are not shown to anyone (they may name a card as 8♠).
    return /\.(tsx?|css)$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}

describe('no screen depends on an emoji font', () => {
  it('the emoji test itself catches emoji and pictographs but not text symbols', () => {
    for (const c of ['🍒', '🔔', '🐠', '♠', '♥', '✔', '⚙', '\uFE0F']) expect(EMOJI.test(c), c).toBe(true);
    for (const c of ['A', '7', '★', '×', '→', '…', '©', 'ক', '\u200D']) expect(EMOJI.test(c), c).toBe(false);
  });

  it('no source file of the game page or the site views (tests aside) holds an emoji character', () => {
    const found = ['src/vendor', 'src/game-engines', 'src/views'].flatMap(sourceFiles).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (EMOJI.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('every slot symbol, fish species and suit has a drawing and a name', () => {
    for (const id of slotVariant('classic').symbols) expect([id, Object.hasOwn(SLOT_ART, id), Object.hasOwn(SYMBOL_NAMES, id)]).toEqual([id, true, true]);
    for (const { id } of DEFAULT_SPECIES) expect([id, Object.hasOwn(FISH_ART, id), Object.hasOwn(SPECIES_NAMES, id)]).toEqual([id, true, true]);
    expect(Object.keys(SUIT_ART).sort()).toEqual(Object.keys(SUIT_NAMES).sort());
  });
});

describe('symbol drawings', () => {
  it('are SVG pictures named by the label, with no text inside', () => {
    render(<SymbolArt art={SLOT_ART} id="cherry" label="Cherry" />);
    const art = screen.getByRole('img', { name: 'Cherry' });
    expect(art.tagName.toLowerCase()).toBe('svg');
    expect(art.querySelector('text')).toBeNull();
  });

  it('without a label are hidden decoration beside a visible name', () => {
    const { container } = render(<SymbolArt art={SLOT_ART} id="bell" label={null} />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('differ from each other within a table (no two symbols drawn alike)', () => {
    for (const table of [SLOT_ART, FISH_ART, SUIT_ART]) {
      const drawn = Object.keys(table).map((id) => render(<SymbolArt art={table} id={id} label={id} />).container.innerHTML.replace(/aria-label="[^"]*"/, ''));
      expect(new Set(drawn).size).toBe(drawn.length);
    }
  });

  it('an id no table knows is still a named picture, of its first letter', () => {
    render(<SymbolArt art={SLOT_ART} id="melon" label="melon" />);
    expect(screen.getByRole('img', { name: 'melon' })).toHaveTextContent('M');
  });
});
