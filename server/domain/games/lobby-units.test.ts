import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/config/constants';
import { GAME_SERVER } from '../../../src/config/game-server';
import { GameError } from './errors';
import { escapeXml, initials, renderGameSvg } from './images';
import { parseCode, parseKeyword, parseLimitNum, parsePage, parseSize } from './params';
import { maskAccount } from './rank';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof GameError ? `${e.code}:${(e.value as { field: string }).field}` : 'other';
  }
  return 'none';
};

describe('lobby query parameters', () => {
  it('page and size: 1-based integers, size at most GAME_SERVER.gameListMaxSize', () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('3')).toBe(3);
    expect(parseSize(undefined)).toBe(GAMES.gameListPageSize);
    for (const bad of ['0', '-1', '1e3', ' 2', 'x']) expect(code(() => parsePage(bad))).toBe('request_param_err:page');
    expect(code(() => parseSize(String(GAME_SERVER.gameListMaxSize + 1)))).toBe('request_param_err:size');
  });

  it('limitNum defaults to and is capped at the winner board limit (SPEC §9: 20)', () => {
    expect(parseLimitNum(undefined)).toBe(20);
    expect(parseLimitNum('5')).toBe(5);
    expect(parseLimitNum('1000')).toBe(20);
    expect(code(() => parseLimitNum('0'))).toBe('request_param_err:limitNum');
  });

  it('keyword: trimmed, bounded, LIKE wildcards escaped', () => {
    expect(parseKeyword('  ')).toBeUndefined();
    expect(parseKeyword(' Tiger ')).toBe('%Tiger%');
    expect(parseKeyword('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(parseKeyword('ট'.repeat(GAME_SERVER.keywordMaxLength))).toBeDefined();
    expect(code(() => parseKeyword('a'.repeat(GAME_SERVER.keywordMaxLength + 1)))).toBe('request_param_err:keyword');
    expect(code(() => parseKeyword('a\u0000b'))).toBe('request_param_err:keyword');
  });

  it('codes are matched in upper case and must look like codes', () => {
    expect(parseCode('vassalage', 'jili')).toBe('JILI');
    expect(parseCode('vassalage', '')).toBeUndefined();
    expect(code(() => parseCode('vassalage', "PG' or '1"))).toBe('request_param_err:vassalage');
  });
});

describe('winner board masking', () => {
  it('keeps the first two and last two characters: "player01" → "pl***01"', () => {
    expect(maskAccount('player01')).toBe('pl***01');
    expect(maskAccount('abcde')).toBe('ab***de');
    expect(maskAccount('abcd')).toBe('a***');
    expect(maskAccount('')).toBe('***');
  });
});

describe('generated game art', () => {
  it('escapes text and draws initials', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    expect(initials('Fortune Tiger')).toBe('FT');
    expect(initials('Crazy 777')).toBe('C7');
    expect(initials('Teen Patti 20-20 Deluxe')).toBe('TP2');
  });

  it('is the same for the same game and differs between games', () => {
    const a = { gameId: 'PG-fortune-tiger', category: 'RNG', name: { en: 'Fortune Tiger', bn: 'ফরচুন টাইগার' } };
    expect(renderGameSvg(a)).toBe(renderGameSvg(a));
    expect(renderGameSvg(a)).not.toBe(renderGameSvg({ ...a, gameId: 'PG-fortune-ox', name: { en: 'Fortune Ox' } }));
    const svg = renderGameSvg({ ...a, name: { en: '</text><script>x</script>' } });
    expect(svg).not.toContain('<script>');
  });
});
