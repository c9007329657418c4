// `npm run dev`: Vite on 5173 (proxying /api) and the API on 3001 in watch mode.
import { spawn } from 'node:child_process';

const api = spawn(
  process.execPath,
  ['--import', 'tsx', '--watch', 'server/main.ts', '--api-only'],
  {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.API_PORT ?? '3001' },
  },
);
const web = spawn('npx', ['vite'], { stdio: 'inherit' });
const stop = () => {
  api.kill();
  web.kill();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', stop);
web.on('exit', stop);
