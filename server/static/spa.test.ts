import { describe, expect, it } from 'vitest';
import { VENDOR_PAGES, vendorPageCsp } from './spa';

const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('vendorPageCsp', () => {
  const csp = directives(vendorPageCsp('https://play.example'));

  it('denies by default and allows scripts, styles and requests from this server only', () => {
    expect(csp.get('default-src')).toEqual(["'none'"]);
    for (const d of ['script-src', 'style-src', 'connect-src', 'font-src']) expect(csp.get(d), d).toEqual(["'self'", 'https://play.example']);
    expect(csp.get('img-src')).toEqual(["'self'", 'https://play.example', 'data:']);
  });

  it('allows no inline code, no eval, no plugins, no base or form targets', () => {
    expect(vendorPageCsp('https://play.example')).not.toMatch(/unsafe-|\*|blob:/);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'none'"]);
  });

  it('may be framed by the site itself only, and is sandboxed even when opened on its own', () => {
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('sandbox')).toEqual(['allow-scripts']);
  });

  it('covers the play and verify pages', () => {
    expect(VENDOR_PAGES).toEqual(expect.arrayContaining(['/demo-vendor/play', '/demo-vendor/verify']));
  });
});
