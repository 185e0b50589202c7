// `npm run dev`: the API (restarting on change) on API_PORT 3001 and Vite with hot reload
// on PORT 3000, proxying /api to it. Open http://localhost:3000.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const port = process.env.PORT ?? '3000';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/index.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      BASE_URL: process.env.BASE_URL ?? `http://localhost:${port}`,
      NODE_ENV: 'development',
    },
  }),
  spawn('npx', ['vite', '--port', port, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
