import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { ROLES } from '../domain/roles';
import { createApp } from './app';
import { boot } from './boot';
import { loadEnv } from './env';
import { frontendRoutes } from './frontend';
import { startMediaSweep } from './services/mediaSweep';

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
  if (env.WORKERS > 1 && cluster.isPrimary) return primary(env);
  const apiOnly = process.argv.includes('--api-only');
  const { handle, deps } = await boot(env, cluster.isWorker ? () => undefined : console.log);
  // Uploads nothing names after 24 h go, now and every hour (safe with several processes).
  startMediaSweep(deps, undefined, cluster.isWorker ? () => undefined : console.log);
  const app = createApp(deps, apiOnly ? {} : { frontend: frontendRoutes(resolve('dist')) });
  const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
    if (cluster.isWorker) return;
    console.log(`\nPortal Indeks Inovasi Daerah berjalan di http://localhost:${info.port}`);
    console.log(
      `Basis data: ${handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite di ${resolve(env.DATA_DIR)}`}`,
    );
    if (env.SEED_DEMO === '1') {
      console.log('Akun demo (kata sandi: Demo#2026):');
      console.log(`  ${ROLES.join(', ')} (nama pengguna = nama peran)`);
    }
  });
  const stop = async () => {
    server.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/**
 * WORKERS > 1 (PostgreSQL only): this process migrates and seeds once, then forks the workers,
 * which share the port (node:cluster). Caches (accounts, tokens) and the login limit are per
 * worker.
 */
async function primary(env: ReturnType<typeof loadEnv>) {
  if (!env.DATABASE_URL) {
    console.error('WORKERS > 1 memerlukan DATABASE_URL (PGlite hanya satu proses).');
    process.exit(1);
  }
  const { handle } = await boot(env);
  await handle.close();
  for (let i = 0; i < env.WORKERS; i++) cluster.fork();
  let listening = 0;
  cluster.on('listening', () => {
    if (++listening === env.WORKERS)
      console.log(
        `\nPortal Indeks Inovasi Daerah berjalan di http://localhost:${env.PORT} (${env.WORKERS} proses)`,
      );
  });
  cluster.on('exit', (worker, code) => {
    if (!stopping) console.error(`[cluster] proses ${worker.process.pid} berhenti (${code})`);
  });
  let stopping = false;
  const stop = () => {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
    setTimeout(() => process.exit(0), 2000).unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
