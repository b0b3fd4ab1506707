import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { languageMachine, offeredLocales } from './language.machine';
import type { LanguageInput } from './language.types';

function start(input: LanguageInput, fail = false) {
  const activate = vi.fn();
  const persist = vi.fn();
  const actor = createActor(
    languageMachine.provide({
      actors: {
        loadCatalog: fromPromise(async ({ input: i }: { input: { locale: 'bn' | 'en' } }) => {
          if (fail) throw new Error('chunk');
          return { locale: i.locale, messages: {} };
        }),
      },
      actions: { activate: (_, p) => activate(p.locale), persist: (_, p) => persist(p) },
    }),
    { input },
  ).start();
  return { actor, activate, persist };
}

describe('language chart', () => {
  it('Bengali is the default when nothing is stored', async () => {
    const { actor, activate } = start({ stored: null, storedPrevious: null, available: ['bn', 'en'] });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    expect(activate).toHaveBeenCalledWith('bn');
  });

  it('a stored language wins, and an unknown stored value falls back to the merchant default', async () => {
    const a = start({ stored: 'en', storedPrevious: 'bn', available: ['bn', 'en'] });
    await vi.waitFor(() => expect(a.actor.getSnapshot().context.locale).toBe('en'));
    const b = start({ stored: 'xx', storedPrevious: null, available: ['bn', 'en'] });
    await vi.waitFor(() => expect(b.actor.getSnapshot().context.locale).toBe('bn'));
  });

  it('a switch stores lang and the previous language as hisLang', async () => {
    const { actor, persist } = start({ stored: null, storedPrevious: null, available: ['bn', 'en'] });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'language.select', locale: 'en' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.locale).toBe('en'));
    expect(persist).toHaveBeenLastCalledWith({ lang: 'en', hisLang: 'bn' });
  });

  it('ignores a language the merchant does not offer', async () => {
    const { actor } = start({ stored: null, storedPrevious: null, available: ['bn'] });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    expect(actor.getSnapshot().can({ type: 'language.select', locale: 'en' })).toBe(false);
  });

  it("offers the merchant's languages that have a catalog, in its order, whatever their case", () => {
    expect(offeredLocales(['EN', 'ZH', 'BN', 'en'])).toEqual(['en', 'bn']);
    expect(offeredLocales(['ZH', 'JA'])).toEqual([]);
  });

  it("the merchant's list arriving while the first catalog loads is kept, and its default replaces a language it does not offer", async () => {
    const { actor, activate } = start({ stored: 'bn', storedPrevious: null, available: ['bn', 'en'] });
    actor.send({ type: 'language.configure', languages: ['EN', 'ZH'] });
    expect(actor.getSnapshot().context.available).toEqual(['en']);
    await vi.waitFor(() => expect(actor.getSnapshot().context.locale).toBe('en'));
    expect(actor.getSnapshot().value).toBe('ready');
    expect(activate.mock.calls.map(([l]) => l)).toEqual(['bn', 'en']);
  });

  it('a list with none of our languages changes nothing', async () => {
    const { actor } = start({ stored: null, storedPrevious: null, available: ['bn', 'en'] });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'language.configure', languages: ['ZH', 'JA'] });
    expect(actor.getSnapshot().context).toMatchObject({ locale: 'bn', available: ['bn', 'en'] });
  });

  it('a failed catalog load ends in failed with a message key', async () => {
    const { actor } = start({ stored: null, storedPrevious: null, available: ['bn', 'en'] }, true);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context.errorKey).toBe('language.load.failed');
  });
});
