// npm test: installs what is missing, then runs every suite (unit, integration, end-to-end) in Vitest.
import { spawnSync } from 'node:child_process';
import { ensureDependencies } from './ensure-deps.mjs';

ensureDependencies();
const r = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } });
process.exit(r.status ?? 1);
