// Graceful shutdown. On SIGTERM (or SIGINT) the gateway stops accepting connections, lets the requests in flight
// finish for up to the grace period, closes what is still open after it, and exits 0. Apollo's drain plugin does the
// HTTP part (its grace period is the same setting); this file owns the signal, the order and the exit code.
import type { Logger } from '../log.js';

export interface ShutdownOptions {
  graceMs: number;
  log: Logger;
  /** Stops the gateway: drains HTTP within the grace period, then closes what it holds. */
  stop: () => Promise<void>;
  /** Closes what runs beside the gateway (the in-process stand-in), after the gateway. */
  after?: () => Promise<void>;
  exit?: (code: number) => void;
  signals?: readonly NodeJS.Signals[];
  /** Extra time past the grace period before giving up on a stop that hangs. */
  overrunMs?: number;
}

/** Installs the signal handlers; returns a function that runs the same shutdown (and one that removes them). */
export function handleShutdown(options: ShutdownOptions): { shutdown: (reason: string) => Promise<void>; uninstall: () => void } {
  const { graceMs, log, stop, after, exit = (code) => process.exit(code), signals = ['SIGTERM', 'SIGINT'], overrunMs = 5_000 } = options;
  let running: Promise<void> | undefined;
  const shutdown = (reason: string) => {
    running ??= (async () => {
      log.info('shutting down', { reason, graceMs });
      const started = performance.now();
      const overrun = setTimeout(() => {
        log.error('shutdown did not finish in time', { graceMs, overrunMs });
        exit(1);
      }, graceMs + overrunMs);
      overrun.unref();
      try {
        await stop();
        await after?.();
        log.info('stopped', { ms: Math.round(performance.now() - started) });
        clearTimeout(overrun);
        exit(0);
      } catch (error) {
        clearTimeout(overrun);
        log.error('shutdown failed', { message: error instanceof Error ? error.message : String(error) });
        exit(1);
      }
    })();
    return running;
  };
  const handlers = signals.map((signal) => {
    const handler = () => void shutdown(signal);
    process.on(signal, handler);
    return [signal, handler] as const;
  });
  return {
    shutdown,
    uninstall: () => {
      for (const [signal, handler] of handlers) process.off(signal, handler);
    },
  };
}
