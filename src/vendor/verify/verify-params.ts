import type { Fixture, RoundRecord } from '../api';

/** The verify form's fields, as text (what a link carries and what the player may edit). */
export interface VerifyParams {
  engine: string;
  /** JSON of the engine config (the session's `game.config`; `{ "odds": … }` for a fixture). */
  config: string;
  serverSeed: string;
  /** The hash shown before play, to compare with SHA-256(server seed). */
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  /** JSON of the round's choice. */
  choice: string;
}

export const VERIFY_PATH = '/demo-vendor/verify';
const FIELDS: (keyof VerifyParams)[] = ['engine', 'config', 'serverSeed', 'serverSeedHash', 'clientSeed', 'nonce', 'choice'];

export const emptyVerifyParams = (): VerifyParams => ({
  engine: 'slot',
  config: '{}',
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '0',
  choice: '{}',
});

/** The verify page's address for these fields (a link a player can keep or share). */
export function verifyHref(p: Partial<VerifyParams>, lang?: string): string {
  const q = new URLSearchParams();
  for (const f of FIELDS) if (p[f] !== undefined && p[f] !== '') q.set(f, p[f]!);
  if (lang) q.set('lang', lang);
  const s = q.toString();
  return s ? `${VERIFY_PATH}?${s}` : VERIFY_PATH;
}

export function readVerifyParams(search: string): VerifyParams {
  const q = new URLSearchParams(search);
  const p = emptyVerifyParams();
  for (const f of FIELDS) {
    const v = q.get(f);
    if (v !== null) p[f] = v;
  }
  return p;
}

/** A played round of this game, once its server seed is revealed (serverSeed null before). */
export function roundVerifyParams(engine: string, config: unknown, r: RoundRecord): VerifyParams {
  return {
    engine,
    config: JSON.stringify(config),
    serverSeed: r.serverSeed ?? '',
    serverSeedHash: r.serverSeedHash,
    clientSeed: r.clientSeed,
    nonce: String(r.nonce),
    choice: JSON.stringify(r.choice ?? {}),
  };
}

/** A fixture's result: seed revealed at settlement, client seed = fixture id, nonce 0. */
export function fixtureVerifyParams(f: Fixture): VerifyParams {
  return {
    engine: f.kind,
    config: JSON.stringify({ odds: f.odds }),
    serverSeed: f.resultSeed ?? '',
    serverSeedHash: f.resultHash,
    clientSeed: f.fixtureId,
    nonce: '0',
    choice: '{}',
  };
}
