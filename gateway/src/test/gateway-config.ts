// The settings of a gateway a test starts: no web client, and no access trail unless the test gives it a file of its
// own. The default trail is `audit/access-trail.jsonl` under the working directory, which the gateway reads whole as
// it starts: a test using it would carry what earlier runs wrote into its figures, and add to it.
import { readConfig, type GatewayConfig } from '../config.js';

export function testGatewayConfig(env: Record<string, string> = {}): GatewayConfig {
  const config = readConfig(env, { webDist: '/nonexistent' });
  return { ...config, audit: { ...config.audit, log: undefined } };
}
