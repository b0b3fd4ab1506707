import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import type { Plugin } from 'vite';

const SOURCE = fileURLToPath(new URL('./sw.ts', import.meta.url));

/** The files a chunk of the bundle needs at once: itself, its static imports and its stylesheets. */
interface ChunkFacts {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The app shell the worker precaches: the SPA entry's chunk, the chunks it imports statically
 * and their stylesheets (what the home page runs before anything is lazily loaded).
 */
export function appShell(bundle: Record<string, ChunkFacts>): string[] {
  const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId?.endsWith('/index.html'));
  if (!entry) return [];
  const files = new Set<string>();
  const walk = (name: string) => {
    const chunk = bundle[name];
    if (!chunk || files.has(name)) return;
    files.add(name);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const i of chunk.imports ?? []) walk(i);
  };
  walk(entry.fileName);
  return [...files].sort().map((f) => `/${f}`);
}

/** A version that changes with any built file: hashed names change with their content. */
export function buildVersion(fileNames: readonly string[], code: string): string {
  return createHash('sha256').update([...fileNames].sort().join('\n')).update(code).digest('hex').slice(0, 12);
}

/**
 * Build only: bundles src/sw/sw.ts on its own (no shared chunk: a classic worker script) into
 * dist/sw.js, after the build's version and app shell (`SW_BUILD`). A file of its own name, not
 * under /assets/: its address must stay the same for the browser to find updates.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    // The SPA's build only: the server's drawing (the ssr environment) has no service worker.
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle(_options, bundle) {
      const out = await build({ input: SOURCE, write: false, logLevel: 'warn', output: { format: 'iife', minify: true } });
      const code = out.output[0].code;
      const facts = bundle as unknown as Record<string, ChunkFacts>;
      const version = buildVersion(Object.keys(bundle), code);
      const header = `const SW_BUILD=${JSON.stringify({ version, shell: appShell(facts) })};\n`;
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: header + code });
    },
  };
}
