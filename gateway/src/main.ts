// `npm start`: the gateway on one port, with the stand-in practice API in-process when no UPSTREAM_URL is set.
import { fileURLToPath } from 'node:url';
import { readConfig } from './config.js';
import { handleShutdown } from './http/shutdown.js';
import { createLogger } from './log.js';
import { isMockedMode } from './mocked/options.js';
import { runMockedGateway } from './mocked/run.js';
import { startGateway } from './server.js';

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main(): Promise<void> {
  const config = readConfig(process.env, { webDist });
  const log = createLogger(config.logLevel);
  // MOCKED=1: the mocked resolvers instead of a practice API (npm run start:mocked).
  if (isMockedMode(process.env)) return runMockedGateway(config, log, process.env);
  let upstreamUrl = config.upstreamUrl;
  let closeStandIn: (() => Promise<void>) | undefined;
  const lines: string[] = [];
  if (!upstreamUrl) {
    const mocks = await import('@portal/mocks').catch(() => {
      throw new Error('UPSTREAM_URL is not set and the stand-in API (@portal/mocks) is not installed.');
    });
    const standIn = await mocks.startStandIn({ host: '127.0.0.1', port: 0, latencyMs: config.standInLatencyMs });
    upstreamUrl = standIn.url;
    closeStandIn = () => standIn.close();
    lines.push(`Stand-in practice API at ${standIn.url}`);
    for (const user of mocks.demoUsers) lines.push(`Demo sign-in: ${user.role} — ${user.email} / ${user.password}`);
  }
  if (!upstreamUrl) throw new Error('No practice API to talk to.');
  const gateway = await startGateway({ ...config, upstreamUrl }, log);
  process.stdout.write(
    [
      `Portal ready at ${gateway.url}`,
      `GraphQL endpoint ${gateway.url}graphql${config.sandbox ? `, sandbox ${gateway.url}sandbox` : ''}`,
      ...lines,
    ].join('\n') + '\n',
  );

  // SIGTERM: stop accepting, let requests in flight finish within SHUTDOWN_GRACE_MS, then exit 0.
  handleShutdown({ graceMs: config.shutdownGraceMs, log, stop: () => gateway.stop(), ...(closeStandIn && { after: closeStandIn }) });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
