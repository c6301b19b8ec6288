import { loadConfig } from '../core/config.ts';
import { ensureDatabase, runMigrations } from './migrate.ts';
import { announce } from '../infra/logger.ts';

const config = loadConfig(process.env);
if (await ensureDatabase(config.DATABASE_URL)) announce('created database');
await runMigrations(config.DATABASE_URL);
announce('migrations applied');
