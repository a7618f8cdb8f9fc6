// Child process of the benchmark: the gateway as `npm start` configures it (readConfig over the environment, the
// built web client), in front of the stand-in at UPSTREAM_URL. Unlike dist/main.js it answers the parent's
// questions over IPC: its memory and CPU time, which only the process itself can read.
import { readConfig } from '../config.js';
import { startGateway } from '../server.js';
import { answerParent, type ChildReady } from './children.js';
import { webDist } from './listed-build.js';

const config = readConfig(process.env, { webDist });
if (!config.upstreamUrl) throw new Error('UPSTREAM_URL must name the stand-in');
const gateway = await startGateway({ ...config, upstreamUrl: config.upstreamUrl });
answerParent(() => {
  // A normal exit, so that --cpu-prof writes its profile.
  void gateway.stop().finally(() => process.exit(0));
});
const ready: ChildReady = { type: 'ready', url: gateway.url, origin: gateway.url.replace(/\/$/, ''), pid: process.pid };
process.send?.(ready);
