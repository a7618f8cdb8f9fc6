// JSON log lines, one per event, with the request id where there is one. Nothing that carries a credential is ever
// passed here (callers log paths and codes, never headers, variables or bodies); as a second line of defence, fields
// named like a secret and anything shaped like a bearer credential are masked before a line is written.
import type { ApolloServerPlugin } from '@apollo/server';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

const secretField = /^(authorization|password|passwd|token|secret|cookie|confirm_?password)$/i;
const bearer = /\b(bearer)(\s+)[A-Za-z0-9\-._~+/]+=*/gi;
export const redacted = '[redacted]';

function mask(fields: LogFields): LogFields {
  const out: LogFields = {};
  for (const [key, value] of Object.entries(fields)) {
    if (secretField.test(key) && value !== undefined && value !== null) out[key] = redacted;
    else out[key] = typeof value === 'string' ? value.replace(bearer, `$1$2${redacted}`) : value;
  }
  return out;
}

export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(line + '\n'),
  base: LogFields = {},
): Logger {
  const emit = (at: Exclude<LogLevel, 'silent'>, msg: string, fields?: LogFields) => {
    if (rank[at] < rank[level]) return;
    // A line records when the process did something: the machine's time, even when the practice's clock is pinned.
    const line = { time: new Date().toISOString(), level: at, msg, ...base, ...fields };
    write(JSON.stringify(mask(line)));
  };
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
    child: (fields) => createLogger(level, write, { ...base, ...fields }),
  };
}

/** Apollo Server's logger interface, writing through ours (Apollo logs startup problems and unexpected errors). */
export function apolloLogger(log: Logger) {
  const text = (args: unknown[]) => args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
  return {
    debug: (...args: unknown[]) => log.debug(text(args), { source: 'apollo' }),
    info: (...args: unknown[]) => log.info(text(args), { source: 'apollo' }),
    warn: (...args: unknown[]) => log.warn(text(args), { source: 'apollo' }),
    error: (...args: unknown[]) => log.error(text(args), { source: 'apollo' }),
  };
}

/** The errors a GraphQL request ended with: codes always, messages only for the unexpected ones. */
export function errorLogPlugin(): ApolloServerPlugin<{ log: Logger }> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          const log = (contextValue as { log?: Logger } | undefined)?.log;
          if (!log) return;
          const codes = errors.map((e) => String(e.extensions?.code ?? 'INTERNAL_SERVER_ERROR'));
          log.info('graphql errors', { codes: [...new Set(codes)].join(',') });
          for (const error of errors) {
            if (error.extensions?.code && error.extensions.code !== 'INTERNAL_SERVER_ERROR') continue;
            // Variables and headers are never logged; the message of an unexpected error is the gateway's own.
            log.error('unexpected error', {
              message: error.message,
              path: error.path?.join('.'),
              stack: error.originalError?.stack?.split('\n').slice(0, 6).join(' | '),
            });
          }
        },
      };
    },
  };
}
