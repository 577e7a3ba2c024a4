/**
 * `npm start`: build the web app when its sources are newer than the build, then run the server
 * on the embedded database (./.data) at http://localhost:3000.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { SERVER_NODE_FLAGS, serverNodeEnv } from '../apps/server/src/node-flags.ts';
import { ensureWebBuild, repoRoot as root } from './lib/web-build.ts';

try {
  ensureWebBuild();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

/**
 * A laptop trial: with no PUBLIC_URL and the default loopback HOST, name the loopback address
 * explicitly, which is what turns on test-mode payments (decision 079). A server listening on
 * another address (HOST=0.0.0.0 in a container) gets no such default and must say its own.
 */
function trialPublicUrl(env: NodeJS.ProcessEnv): Record<string, string> {
  if (env.PUBLIC_URL) return {};
  const host = env.HOST || '127.0.0.1';
  const loopback = host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
  return loopback ? { PUBLIC_URL: `http://localhost:${env.PORT || '3000'}` } : {};
}

const serverArgs = [...SERVER_NODE_FLAGS, path.join(root, 'apps/server/src/server.ts'), ...process.argv.slice(2)];
const server = spawn(process.execPath, serverArgs, {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env, ...trialPublicUrl(process.env), ...serverNodeEnv() },
});
// The server shuts down gracefully on these; pass them on.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
