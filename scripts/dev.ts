/** `npm run dev`: the server (restarting on change) and Vite's dev server with hot reload. */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The address people use in development is Vite's: links, emails and the same-origin check follow it.
const serverEnv = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL || 'http://localhost:5173' };
const children = [
  spawn(process.execPath, ['--watch', path.join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: serverEnv,
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
console.info('API on http://localhost:3000, the app with hot reload on http://localhost:5173');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
