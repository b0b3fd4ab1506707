/**
 * `npm run dev`: the API (tsx watch, reloads on server changes) on API_PORT (default 8081)
 * and Vite's dev server with hot reload on PORT (default 5173) proxying /wps, /lgw, /lotto.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8081';
const env = { ...process.env, API_PORT: apiPort };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...env, PORT: apiPort, NODE_ENV: 'development' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && stop());
