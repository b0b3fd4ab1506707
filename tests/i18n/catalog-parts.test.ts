import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Catalog parts (src/i18n.ts) against the order things happen at boot: a page chunk prefetched
 * before the first catalog is active asks for its part then, and the screen must still render
 * translated. Each test gets fresh modules (a fresh Lingui instance, nothing activated).
 */
type I18nModule = typeof import('../../src/i18n');

let mod: I18nModule;
beforeEach(async () => {
  vi.resetModules();
  mod = await import('../../src/i18n');
});

const part = (bn: Record<string, string>, en: Record<string, string>) => ({
  bn: vi.fn(async () => ({ messages: bn })),
  en: vi.fn(async () => ({ messages: en })),
});

describe('catalog parts', () => {
  it('a part asked for before any locale is active waits for the activation and loads that locale', async () => {
    const games = part({ all: 'সব' }, { all: 'All' });
    let settled = false;
    const asked = mod.ensureCatalogPart('games', games).then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 10));
    // Resolving now would let the lobby render the message id instead of "সব".
    expect(settled).toBe(false);
    expect(games.bn).not.toHaveBeenCalled();

    mod.activateLocale('bn', { core: 'মূল' });
    await asked;
    expect(games.bn).toHaveBeenCalledTimes(1);
    expect(games.en).not.toHaveBeenCalled();
    expect(mod.i18n._('all')).toBe('সব');
    expect(mod.i18n._('core')).toBe('মূল');
  });

  it('a part asked for while a locale is active loads at once, once', async () => {
    mod.activateLocale('en', { core: 'Core' });
    const games = part({ all: 'সব' }, { all: 'All' });
    await mod.ensureCatalogPart('games', games);
    await mod.ensureCatalogPart('games', games);
    expect(games.en).toHaveBeenCalledTimes(1);
    expect(mod.i18n._('all')).toBe('All');
  });

  it('a language change loads the parts already asked for, even ones registered while its catalog was loading', async () => {
    mod.activateLocale('bn', { core: 'মূল' });
    const games = part({ all: 'সব' }, { all: 'All' });
    await mod.ensureCatalogPart('games', games);
    // The English core catalog was fetched without the games part (as if the switch began first).
    mod.activateLocale('en', { core: 'Core' });
    await vi.waitFor(() => expect(mod.i18n._('all')).toBe('All'));
    expect(games.en).toHaveBeenCalledTimes(1);
  });

  it('a part’s first use merges quietly: the page on screen is not drawn again (no "change"), and the screens that waited for it read it', async () => {
    mod.activateLocale('bn', { core: 'মূল' });
    const changes = vi.fn();
    mod.i18n.on('change', changes);
    await mod.ensureCatalogPart('games', part({ all: 'সব' }, { all: 'All' }));
    expect(mod.i18n._('all')).toBe('সব');
    expect(mod.i18n._('core')).toBe('মূল');
    expect(changes).not.toHaveBeenCalled();
  });

  it('after a language change the parts in use are announced once loaded, so their open screens are drawn again translated', async () => {
    mod.activateLocale('bn', { core: 'মূল' });
    const games = part({ all: 'সব' }, { all: 'All' });
    await mod.ensureCatalogPart('games', games);
    const changes = vi.fn();
    mod.i18n.on('change', changes);
    mod.activateLocale('en', { core: 'Core' });
    const afterActivation = changes.mock.calls.length;
    await vi.waitFor(() => expect(mod.i18n._('all')).toBe('All'));
    expect(changes.mock.calls.length).toBeGreaterThan(afterActivation);
  });
});
