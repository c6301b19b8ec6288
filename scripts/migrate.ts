import { loadConfig } from '../core/config.ts';
import { ensureDatabase } from '../db/migrate.ts';
import { announce } from '../infra/logger.ts';
import { runMigrations } from '../services/migrations.ts';

const config = loadConfig(process.env);
if (await ensureDatabase(config.DATABASE_URL)) announce('created database');
await runMigrations(config.DATABASE_URL);
announce('migrations applied');
