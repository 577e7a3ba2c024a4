/**
 * `npm start`: build the web app and the server's bundle when their sources are newer than the
 * builds, then run the bundle (docs/decisions/148) on the embedded database (./.data) at
 * http://localhost:3000.
 */
import { spawn } from 'node:child_process';
import { ensureServerBuild, ensureWebBuild, repoRoot as root, serverCommand } from './lib/builds.ts';

try {
  ensureWebBuild();
  ensureServerBuild();
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

const server = spawn(process.execPath, serverCommand(process.argv.slice(2)), {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env, ...trialPublicUrl(process.env) },
});
// The server shuts down gracefully on these; pass them on.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
