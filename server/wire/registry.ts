import type { Endpoint, HttpMethod } from '../../src/api/endpoints';

export type Registry = Record<string, Endpoint<any>>;

export type Match =
  | { kind: 'found'; name: string; endpoint: Endpoint<any>; params: Record<string, string> }
  | { kind: 'method'; allowed: HttpMethod[] }
  | { kind: 'none' };

interface Compiled {
  name: string;
  endpoint: Endpoint<any>;
  pattern: RegExp;
  keys: string[];
}

/**
 * Finds the endpoint definition (src/api/endpoints.ts or a test registry) for a request.
 * Paths may hold `:name` segments for later groups (relay calls); exact paths hit a map.
 */
export function compileRegistry(registry: Registry): (method: string, path: string) => Match {
  const exact = new Map<string, Map<string, { name: string; endpoint: Endpoint<any> }>>();
  const patterns: Compiled[] = [];
  for (const [name, endpoint] of Object.entries(registry)) {
    if (endpoint.path.includes('/:')) {
      const keys: string[] = [];
      const src = endpoint.path
        .split('/')
        .map((seg) => (seg.startsWith(':') ? (keys.push(seg.slice(1)), '([^/]+)') : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      patterns.push({ name, endpoint, pattern: new RegExp(`^${src}/?$`), keys });
      continue;
    }
    const byMethod = exact.get(endpoint.path) ?? new Map();
    byMethod.set(endpoint.method, { name, endpoint });
    exact.set(endpoint.path, byMethod);
  }
  return (method, rawPath) => {
    const path = rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath;
    const m = method === 'HEAD' ? 'GET' : method;
    const byMethod = exact.get(path);
    const hit = byMethod?.get(m);
    if (hit) return { kind: 'found', ...hit, params: {} };
    const allowed: HttpMethod[] = byMethod ? [...byMethod.keys()] as HttpMethod[] : [];
    for (const p of patterns) {
      const r = p.pattern.exec(path);
      if (!r) continue;
      if (p.endpoint.method !== m) {
        allowed.push(p.endpoint.method);
        continue;
      }
      const params = Object.fromEntries(p.keys.map((k, i) => [k, decodeURIComponent(r[i + 1]!)]));
      return { kind: 'found', name: p.name, endpoint: p.endpoint, params };
    }
    return allowed.length ? { kind: 'method', allowed } : { kind: 'none' };
  };
}
