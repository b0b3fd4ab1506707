import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isSafeUrl, SanitizedHtml } from './sanitized-html';

function rendered(html: string): HTMLElement {
  const { container } = render(<SanitizedHtml html={html} />);
  return container.firstElementChild as HTMLElement;
}

const handlerAttributes = (root: Element) =>
  [...root.querySelectorAll('*')].flatMap((n) => [...n.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name));

describe('operator HTML is rendered from an allowlist', () => {
  it('keeps the formatting of rich text: paragraphs, emphasis, lists, tables, links and images', () => {
    const root = rendered(
      '<p>Hello <strong>member</strong> <em>now</em></p><ol start="2"><li>Log in</li></ol>' +
        '<table>\n<tr>\n<td colspan="2">cell</td>\n</tr>\n</table>' +
        '<a href="https://example.com/x">out</a> <a href="/promotions">in</a><img src="/a.png" alt="Banner" width="10">',
    );
    expect(root).toHaveClass('rich-text');
    expect(root.querySelector('p strong')).toHaveTextContent('member');
    expect(root.querySelector('ol')).toHaveAttribute('start', '2');
    expect(screen.getByRole('listitem')).toHaveTextContent('Log in');
    expect(screen.getByRole('cell', { name: 'cell' })).toHaveAttribute('colspan', '2');
    expect(screen.getByRole('link', { name: 'out' })).toHaveAttribute('href', 'https://example.com/x');
    expect(screen.getByRole('link', { name: 'out' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'in' })).toHaveAttribute('href', '/promotions');
    expect(screen.getByRole('img', { name: 'Banner' })).toHaveAttribute('src', '/a.png');
  });

  it('drops scripts, styles, forms, frames and foreign markup with their content', () => {
    const root = rendered(
      '<p>Visible</p><script>window.x=1</script><style>p{color:red}</style><form><input name="a"></form>' +
        '<iframe src="https://example.com"></iframe><svg><animate onbegin="x()"/><text>svg text</text></svg><template><p>t</p></template>',
    );
    expect(root).toHaveTextContent(/^Visible$/);
    expect(root.querySelectorAll('script, style, form, input, iframe, svg, template')).toHaveLength(0);
  });

  it('keeps no inline handler and no attribute outside the allowlist', () => {
    const root = rendered('<img src=x onerror="alert(1)"><p onclick="alert(2)" id="clobber" name="n" data-x="1">text</p>');
    expect(handlerAttributes(root)).toEqual([]);
    const p = root.querySelector('p')!;
    expect([...p.attributes].map((a) => a.name)).toEqual([]);
  });

  it('drops javascript:, vbscript: and data: links, even with spaces or tabs inside the scheme', () => {
    const root = rendered(
      '<a href="javascript:alert(1)">a</a><a href=" java\tscript:alert(1)">b</a><a href="vbscript:x">c</a>' +
        '<a href="data:text/html,<script>alert(1)</script>">d</a><img src="javascript:alert(1)" alt="e">',
    );
    for (const name of ['a', 'b', 'c', 'd']) expect(screen.getByText(name)).not.toHaveAttribute('href');
    expect(screen.getByRole('img', { name: 'e' })).not.toHaveAttribute('src');
  });

  it('unwraps unknown tags, keeping their text', () => {
    const root = rendered('<custom-tag>inside <b>bold</b></custom-tag><marquee>moving</marquee>');
    expect(root).toHaveTextContent('inside boldmoving');
    expect(root.querySelector('custom-tag, marquee')).toBeNull();
    expect(root.querySelector('b')).toHaveTextContent('bold');
  });

  it('keeps inline styles but none that fetches', () => {
    const root = rendered('<p style="color: red; text-align: center; background-image: url(https://t.example/p.gif)">styled</p>');
    const p = root.querySelector('p')!;
    expect(p.style.color).toBe('red');
    expect(p.style.textAlign).toBe('center');
    expect(p.style.backgroundImage).toBe('');
  });

  it('renders text that looks like markup as text', () => {
    const root = rendered('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(root).toHaveTextContent('<script>alert(1)</script>');
    expect(root.querySelector('script')).toBeNull();
  });
});

describe('URL check', () => {
  it('allows web, mail, phone and relative URLs; allows raster data only for images', () => {
    for (const url of ['https://a.b/c', 'http://a.b', 'mailto:x@y.z', 'tel:+8801', '/path', '#top', '?q=1', 'page.html']) expect(isSafeUrl(url)).toBe(true);
    for (const url of ['javascript:x', 'JaVaScRiPt:x', 'vbscript:x', 'data:image/png;base64,AA', 'file:///etc/passwd']) expect(isSafeUrl(url)).toBe(false);
    expect(isSafeUrl('data:image/png;base64,AA', true)).toBe(true);
    expect(isSafeUrl('data:image/svg+xml;base64,AA', true)).toBe(false);
  });
});
