import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { parseInBrowser, sanitizedNodes, setHtmlParser } from './sanitized-html';
import { declarationsOf, parseOnServer } from './sanitized-html.server';

/** The markup the sanitiser makes of `html` with the parser in use. */
const markup = (html: string) => renderToStaticMarkup(createElement('div', null, ...sanitizedNodes(html)));

const SAMPLES = [
  '<p>Hello <strong>member</strong> <em>now</em></p><ol start="2"><li>Log in</li></ol>',
  '<table>\n<tr>\n<td colspan="2">cell</td>\n</tr>\n</table><a href="https://example.com/x">out</a> <a href="/promotions">in</a>',
  '<img src="/a.png" alt="Banner" width="10"><img src=x onerror="alert(1)"><p onclick="alert(2)" id="clobber" data-x="1">text</p>',
  '<p>Visible</p><script>window.x=1</script><style>p{color:red}</style><form><input name="a"></form><iframe src="https://e.com"></iframe>',
  '<svg><animate onbegin="x()"/><text>svg text</text></svg><template><p>t</p></template><math><mi>x</mi></math>',
  '<a href="javascript:alert(1)">a</a><a href=" java\tscript:alert(1)">b</a><a href="data:text/html,<script>alert(1)</script>">d</a>',
  '<custom-tag>inside <b>bold</b></custom-tag><marquee>moving</marquee><p>unclosed <i>italic<p>next',
  '<title>head</title><p style="color: red; font-weight: bold">styled</p><div style="background-image: url(https://e.com/t.png)">bg</div>',
  '<!-- a comment --><p>after</p><noscript><p>ns</p></noscript>',
];

afterEach(() => setHtmlParser(parseInBrowser));

describe('operator HTML drawn by the server (the first view of /help, a promotion)', () => {
  it.each(SAMPLES)('parse5 on the server gives the markup the browser’s parser gives: %s', (html) => {
    const inBrowser = markup(html);
    setHtmlParser(parseOnServer);
    expect(markup(html)).toBe(inBrowser);
  });

  it('drops a style value with an escape or a comment, which a browser could read as url()', () => {
    expect(declarationsOf('color: red; background: u\\72l(https://e.com/x); margin:0 auto !important; width: ex/**/pression(1)')).toEqual([
      ['color', 'red'],
      ['margin', '0 auto'],
    ]);
    setHtmlParser(parseOnServer);
    expect(markup('<p style="background-image: u\\72l(https://e.com/t.png); color: blue">x</p>')).toBe('<div><p style="color:blue">x</p></div>');
    expect(markup('<p style="background: url(https://e.com/t.png)">x</p>')).toBe('<div><p>x</p></div>');
  });

  it('keeps a semicolon inside quotes or parentheses within its declaration', () => {
    expect(declarationsOf(`font-family: "a;b", serif; color: rgb(1, 2, 3); --x: calc(1px;)`)).toEqual([
      ['font-family', '"a;b", serif'],
      ['color', 'rgb(1, 2, 3)'],
      ['--x', 'calc(1px;)'],
    ]);
  });
});
