// @vitest-environment jsdom
// (for DOMParser: the well-formedness check parses each document as image/svg+xml)
import { describe, expect, it } from 'vitest';
import { GAMES_SEED, gameIdOf } from '../../db/seed-data/games';
import { renderGameSvg } from './images';

const SEEDED = GAMES_SEED.flatMap((v) => v.games.map((g) => ({ gameId: gameIdOf(v.vassalage, g.slug), category: v.category, name: g.name })));

/** The picture without its words: what tells two games apart when their names are alike. */
const pictureOf = (svg: string) => svg.replace(/<text[^>]*>[^<]*<\/text>/g, '');

describe('generated game thumbnails', () => {
  it('the same game id always draws the same SVG', () => {
    const game = SEEDED[0]!;
    expect(renderGameSvg(game)).toBe(renderGameSvg({ ...game, name: { ...game.name } }));
  });

  it('every seeded game has its own picture, even with its name taken away', () => {
    const pictures = SEEDED.map((g) => pictureOf(renderGameSvg(g)));
    expect(new Set(pictures).size).toBe(SEEDED.length);
  });

  it('games of one category share its emblem; other categories have another', () => {
    const emblemOf = (category: string) => /<g fill="#fff" fill-opacity="[\d.]+" transform="[^"]+">(.*?)<\/g>(?=<circle|<text)/.exec(renderGameSvg({ gameId: `X-${category}`, category, name: { en: 'A B' } }))?.[1];
    const emblems = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'MINI', 'LOTT'].map(emblemOf);
    expect(emblems.every(Boolean)).toBe(true);
    expect(new Set(emblems).size).toBe(emblems.length);
  });

  it('uses all six background motifs and three layouts across the catalogue', () => {
    const svgs = SEEDED.map((g) => renderGameSvg(g));
    const motifs = [/<circle cx="\d+" cy="\d+" r="\d+" fill="hsl/, /<path d="M-?\d+ -120h/, /fill="none" stroke="hsl[^"]+" stroke-opacity="0.4"/, /transform="rotate\(45 /, /<polygon points=/, /<path d="M-10 /];
    for (const m of motifs) expect(svgs.some((s) => m.test(s)), String(m)).toBe(true);
    const layouts = [/text-anchor="middle" fill="#fff">[^<]+<\/text><\/g>|font-size="72"/, /<circle cx="50" cy="52" r="34"/, /text-anchor="start"/];
    for (const l of layouts) expect(svgs.some((s) => l.test(s)), String(l)).toBe(true);
  });

  it('every seeded game’s SVG is a well-formed SVG document of 240×240 with its initials and name, under 2 KB', () => {
    for (const g of SEEDED) {
      const svg = renderGameSvg(g);
      const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect(doc.querySelector('parsererror'), g.gameId).toBeNull();
      expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 240 240');
      expect(doc.documentElement.textContent, g.gameId).toContain(g.name.en!.split(' ')[0]);
      expect(svg.length, g.gameId).toBeLessThan(2048);
    }
  });
});
