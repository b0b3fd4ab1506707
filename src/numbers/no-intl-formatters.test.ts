import { describe, expect, it } from 'vitest';
import { siteSources } from '../../tests/setup/site-sources';

const FORMATTERS = /\bIntl\.(NumberFormat|DateTimeFormat)\(|\.toLocale(Date|Time)?String\(/;

describe('figures and times are written by the site’s own formatters', () => {
  it('no source makes an Intl number or date formatter: the first one loads ICU data in one long task (src/numbers/grouping.ts)', () => {
    const found = siteSources()
      .filter(({ text }) => FORMATTERS.test(text))
      .map(({ path }) => path);
    expect(found).toEqual([]);
  });
});
