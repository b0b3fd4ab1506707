import type { Plugin } from 'vite';

/**
 * Chart descriptions (`description:` on states and transitions) are written for people: product
 * staff read them in /flows, QA in the generated suites' reports. A player's phone has no use for
 * them, so the production build strips them from every chart the site runs — a few KiB of the
 * home route's JavaScript budget. The flow visualiser imports the charts through its registry
 * with the `?flows` query, which resolves every chart and model below it to an unstripped copy:
 * staff see every description, in a chunk only /flows loads. Tests and dev keep them everywhere.
 * The same goes for the requirement ids in `meta.spec`.
 */

export const FLOWS_QUERY = '?flows';
const CHART_FILE = /\/src\/machines\/[^?]+\.machine\.ts$/;
const FLOWS_FILE = /\.(machine|model)\.ts$/;

const STRING = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|` + '`[^`]*`)';
/** `description: 'text'` (or text + text, over lines), with its comma; identifiers are left alone. */
const DESCRIPTION = new RegExp(String.raw`\bdescription:\s*(?:${STRING}\s*\+\s*)*${STRING}\s*,?`, 'g');

/**
 * `meta: { spec: ['§4 Login', …] }` with nothing else in it: the requirement ids only /flows and the
 * traceability report read (graph/traceability.ts), stripped like the descriptions.
 */
const SPEC_META = new RegExp(String.raw`\bmeta:\s*\{\s*spec:\s*\[\s*(?:${STRING}\s*,?\s*)*\]\s*,?\s*\}\s*,?`, 'g');

/** A chart module's source without its literal descriptions and requirement ids. */
export function stripDescriptions(code: string): string {
  return code.replace(DESCRIPTION, '').replace(SPEC_META, '');
}

export function chartDescriptions(): Plugin {
  return {
    name: 'chart-descriptions',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer?.endsWith(FLOWS_QUERY) || !source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer.slice(0, -FLOWS_QUERY.length), { ...options, skipSelf: true });
      if (!resolved || resolved.external || !FLOWS_FILE.test(resolved.id)) return null;
      return { ...resolved, id: `${resolved.id}${FLOWS_QUERY}` };
    },
    transform(code, id) {
      if (!CHART_FILE.test(id)) return null;
      return { code: stripDescriptions(code), map: null };
    },
  };
}
