import type { Context } from 'hono';
import type { AppEnv } from './types';

/** Language picked for the request and the merchant default it falls back to. */
export function locale(c: Context<AppEnv>): { lang: string; fallback: string } {
  return { lang: c.get('lang'), fallback: c.get('merchant').profile.brand.defaultLanguage.toLowerCase() };
}

/** Origin the visitor used (from the Host header), for links that must be absolute. */
export function origin(c: Context<AppEnv>): string {
  return new URL(c.req.url).origin;
}
