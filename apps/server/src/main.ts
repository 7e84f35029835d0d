import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, securePrivateData } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed.ts';
import { bootstrapAdmin } from './modules/admins/bootstrap-admin.ts';

async function main(): Promise<void> {
  // Every file this process creates (database, -wal, -shm, token key, folders) is its owner's only: they hold health data.
  process.umask(0o077);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  securePrivateData(config.dataDir);
  // A broken database connection is logged, never fatal: the pool opens a new one (lib/db-errors.ts).
  let logConnectionError = (error: Error) => console.error(`database connection lost: ${error.message}`);
  const db = openDatabase(config.database, { onConnectionError: (error) => logConnectionError(error) });
  await migrateToLatest(db);
  const seeded = await seedIfEmpty(db.db);
  const app = await buildApp({ config, db });
  logConnectionError = (error) => app.log.warn({ err: error }, 'database connection lost');
  if (seeded) app.log.info('Empty database: seeded the race, its modalities and categories, and the 6th edition');

  const adminOutcome = await bootstrapAdmin(db.db, config.bootstrapAdmin);
  if (adminOutcome === 'created') app.log.info(`Created the super_admin with DNI ${config.bootstrapAdmin?.dni}`);
  if (adminOutcome === 'no-admin') {
    app.log.warn(
      'There is no administrator yet. Start once with ADMIN_DNI and ADMIN_PASSWORD set to create the first super_admin, e.g. ADMIN_DNI=12345678 ADMIN_PASSWORD=una-clave-segura npm start',
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error(error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL';
  app.log.info(`Database: ${where}. Open http://localhost:${config.port}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
