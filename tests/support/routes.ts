// The routes an Express app registered under /api, read from its router (Express 5 / router 2).
import type { Express } from 'express';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  matchers: ((path: string) => unknown)[];
}

/** Every route the app registered under /api, as [METHOD, path] with the parameters filled in. */
export function apiRoutes(app: Express): [string, string][] {
  const found: [string, string][] = [];
  const top = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  const underApi = (l: Layer) => Boolean(l.matchers[0]?.('/api/some-route')) && !l.matchers[0]?.('/some-route');
  for (const layer of top) {
    if (layer.route && typeof layer.route.path === 'string' && layer.route.path.startsWith('/api/')) {
      for (const m of Object.keys(layer.route.methods)) found.push([m.toUpperCase(), layer.route.path]);
    }
    if (!layer.handle.stack || !underApi(layer)) continue;
    for (const inner of layer.handle.stack) {
      if (!inner.route) continue;
      for (const m of Object.keys(inner.route.methods)) found.push([m.toUpperCase(), `/api${inner.route.path}`]);
    }
  }
  const fill = (p: string) =>
    p
      .replace(':id', '00000000-0000-4000-8000-000000000000')
      .replace(':documentId', '00000000-0000-4000-8000-000000000000')
      .replace(':a/:b', '00000000-0000-4000-8000-000000000000/00000000-0000-4000-8000-000000000001')
      .replace(':employee', 'prime')
      .replace(':provider', 'google')
      .replace(/:[a-zA-Z]+/g, 'x');
  return found.map(([m, p]) => [m, fill(p)]);
}
