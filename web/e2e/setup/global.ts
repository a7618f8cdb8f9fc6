// Global setup of the browser tests: one gateway (which starts the stand-in API in-process) and one Chromium for the
// whole run, both stopped at the end.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { launchChromiumServer, chromiumPath } from './chromium';
import './env';
import { startGateway } from './gateway';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const gatewayMain = fileURLToPath(new URL('../../../gateway/dist/main.js', import.meta.url));
const webIndex = fileURLToPath(new URL('../../dist/index.html', import.meta.url));

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const [file, hint] of [
    [gatewayMain, 'build the gateway first (npm run build at the root, or npm run test:e2e there)'],
    [webIndex, 'build the client first (npm run build -w @portal/web)'],
    [chromiumPath, 'install Debian chromium or set CHROMIUM_PATH'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${file} is missing: ${hint}.`);
  }

  const gateway = await startGateway(gatewayMain, repoRoot);
  let browser;
  try {
    browser = await launchChromiumServer();
  } catch (error) {
    await gateway.stop();
    throw error;
  }

  project.provide('portalUrl', gateway.portalUrl);
  project.provide('standInUrl', gateway.standInUrl);
  project.provide('browserWsEndpoint', browser.wsEndpoint());
  project.provide('demoSignIns', gateway.demoSignIns);

  return async () => {
    await browser.close();
    await gateway.stop();
  };
}
