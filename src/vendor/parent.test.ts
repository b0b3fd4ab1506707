import { describe, expect, it, vi } from 'vitest';
import { pickVendorLocale, vendorLocaleOf } from './i18n';
import { BALANCE_MESSAGE, CLOSE_MESSAGE, siteLink } from './parent';

describe('site link (postMessage)', () => {
  it('inside the /game iframe: tells the parent, with target origin * (nothing secret; the page’s origin is opaque)', () => {
    const parent = { postMessage: vi.fn() };
    const w = { parent, opener: null, close: vi.fn() } as unknown as Window;
    const link = siteLink(w);
    expect(link.embedded).toBe(true);
    link.balanceChanged();
    link.close();
    expect(parent.postMessage.mock.calls).toEqual([
      [{ type: 'demo-vendor:balance' }, '*'],
      [{ type: 'demo-vendor:close' }, '*'],
    ]);
    expect(w.close).not.toHaveBeenCalled();
  });

  it('as a window of its own: tells the opener, and Close closes the window', () => {
    const opener = { postMessage: vi.fn() };
    const w = { opener, close: vi.fn() } as unknown as Window & { parent: Window };
    (w as { parent: Window }).parent = w;
    const link = siteLink(w);
    expect(link.embedded).toBe(false);
    link.close();
    expect(opener.postMessage).toHaveBeenCalledWith(CLOSE_MESSAGE, '*');
    expect(w.close).toHaveBeenCalled();
  });

  it('the messages are the checked shapes the SPA accepts', () => {
    expect(BALANCE_MESSAGE).toEqual({ type: 'demo-vendor:balance' });
    expect(CLOSE_MESSAGE).toEqual({ type: 'demo-vendor:close' });
  });
});

describe('page language', () => {
  it('reads wire languages and falls back to Bengali', () => {
    expect(vendorLocaleOf('BN')).toBe('bn');
    expect(vendorLocaleOf('en-US')).toBe('en');
    expect(vendorLocaleOf('zh')).toBeNull();
    expect(pickVendorLocale(null, 'EN')).toBe('en');
    expect(pickVendorLocale('bn', 'EN')).toBe('bn');
    expect(pickVendorLocale(undefined, 'xx')).toBe('bn');
  });
});
