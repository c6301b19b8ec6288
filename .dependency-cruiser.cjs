/** DESIGN's folder rules, checked by dependency-cruiser (npm run lint; .ci/run runs it before npm test). */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'an import cycle (type-only imports count too)', from: {}, to: { circular: true } },
    {
      name: 'no-server-to-web', severity: 'error',
      comment: 'the server, worker, services, db, infra and core never import the web app: data both need (route tables, the employee directory) lives in core/',
      from: { path: '^(server|worker|services|db|infra|core)/' }, to: { path: '^web/' },
    },
    {
      name: 'engine-imports-api-shape', severity: 'error',
      comment: "in core/, engines do not import the API shapes: a feature's api.ts (or core/api/) maps or aliases engine types, not the other way round",
      from: { path: '^core/', pathNot: '/api[.]ts$|^core/api/' }, to: { path: '^core/api[.]ts$|^core/.*/api[.]ts$|^core/api/' },
    },
    {
      name: 'no-route-module-imported', severity: 'error',
      comment: 'a route module only registers routes: what another module needs lives in a module of its own (server/app.ts mounts the routes)',
      from: { pathNot: '^server/app[.]ts$' }, to: { path: '^server/.+/routes[.]ts$' },
    },
    {
      name: 'db-no-upward-imports', severity: 'error',
      comment: 'repositories and the schema know core types, never the server, the worker or the web app',
      from: { path: '^db/' }, to: { path: '^(server|worker|web)/' },
    },
    {
      name: 'db-is-data-only', severity: 'error',
      comment:
        'db/ holds the schema, the migrations, the client factory and thin repositories: it never imports infrastructure (infra/: queues, Redis, the emitter, files, the logger) or the use-cases (services/)',
      from: { path: '^db/' }, to: { path: '^(infra|services)/' },
    },
    {
      name: 'repos-no-engine', severity: 'error',
      comment:
        "repositories are thin (SQL in, rows out): db/ names core/ types, but never calls an engine; what a repository's rows feed (insights, nudges, the Tagger, currency conversion, wording) runs in services/. The only values db/ takes from core/ are constants SQL filters or stores (category names: UNCATEGORIZED, TRANSFER; the achievement keys; the per-user caps and their CapReached error; Roundtable's defaults), so those modules are allowed (a module there that also holds engine functions is allowed for its constants only)",
      from: { path: '^db/' },
      to: {
        path: '^core/',
        pathNot: '^core/(tag/categories|tag/taxonomy|harmony/studio|planning-limits|roundtable/types|roundtable/podcasters)[.]ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'infra-not-upward', severity: 'error',
      comment: 'infra/ (queues, Redis, the emitter, files, the logger, the outbound guard) knows core and the types of db/, never the use-cases or the edges',
      from: { path: '^infra/' }, to: { path: '^(server|worker|services|web|scripts)/' },
    },
    {
      name: 'infra-db-types-only', severity: 'error',
      comment: 'infra-not-upward, continued: infra/ may name db/ types (a row, the Db handle) but never calls a repository or the client',
      from: { path: '^infra/' }, to: { path: '^db/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'services-not-to-edges', severity: 'error',
      comment: 'services/ are the use-cases the server and the worker share: they take repositories, engines and infrastructure, and never import the server, the worker, the web app or the scripts',
      from: { path: '^services/' }, to: { path: '^(server|worker|web|scripts)/' },
    },
    {
      name: 'core-is-pure', severity: 'error',
      comment: 'core/ is pure TypeScript: it imports nothing of ours outside core/',
      from: { path: '^core/' }, to: { path: '^(db|infra|services|server|worker|web|scripts)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|web/dist|native/build)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'] },
  },
};
