// Before any worker starts: what the browser tests run against must be there, with a hint when it is not.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './chromium';

export const gatewayMain = fileURLToPath(new URL('../../../gateway/dist/main.js', import.meta.url));
const webIndex = fileURLToPath(new URL('../../dist/index.html', import.meta.url));

export default function checkBuilt(): void {
  for (const [file, hint] of [
    [gatewayMain, 'build the gateway first (npm run build at the root, or npm run test:e2e there)'],
    [webIndex, 'build the client first (npm run build -w @portal/web)'],
    [chromiumPath, 'install Debian chromium or set CHROMIUM_PATH'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${file} is missing: ${hint}.`);
  }
}
