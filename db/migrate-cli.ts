import { loadConfig } from '../core/config.ts';
import { ensureDatabase, runMigrations } from './migrate.ts';

const config = loadConfig(process.env);
if (await ensureDatabase(config.DATABASE_URL)) console.log('created database');
await runMigrations(config.DATABASE_URL);
console.log('migrations applied');
