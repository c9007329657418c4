import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { ROLES } from '../domain/roles';
import { createApp } from './app';
import { boot } from './boot';
import { loadEnv } from './env';
import { frontendRoutes } from './frontend';

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
  const apiOnly = process.argv.includes('--api-only');
  const { handle, deps } = await boot(env);
  const app = createApp(deps, apiOnly ? {} : { frontend: frontendRoutes(resolve('dist')) });
  const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
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

void main();
