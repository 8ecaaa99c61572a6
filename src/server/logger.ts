import { maskByShape, maskSensitiveFields } from '../domain/log-masking.ts';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/**
 * One JSON object per line; secrets are masked before anything is written (src/domain/log-masking): the
 * message and every string field at any depth by shape (JWT, email, card number, bearer value), fields by
 * key name (password, token, email, ...), search terms as their length only.
 */
export function createLogger(
  options: { level?: LogLevel; write?: (line: string) => void; base?: LogFields } = {},
): Logger {
  const minimum = ORDER[options.level ?? 'info'];
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const base = options.base ?? {};
  const log = (level: LogLevel, msg: string, fields?: LogFields) => {
    if (ORDER[level] < minimum) return;
    const entry = maskSensitiveFields(withSafeErrors({ ...base, ...fields })) as LogFields;
    write(JSON.stringify({ time: new Date().toISOString(), level, msg: maskByShape(msg), ...entry }));
  };
  return {
    debug: (msg, fields) => log('debug', msg, fields),
    info: (msg, fields) => log('info', msg, fields),
    warn: (msg, fields) => log('warn', msg, fields),
    error: (msg, fields) => log('error', msg, fields),
    child: (fields) => createLogger({ ...options, base: { ...base, ...fields } }),
  };
}

/**
 * A failed database query's error carries its parameters (emails, hashes) in its message and stack
 * (drizzle's "Failed query: ... params: ..."): logged, it keeps the query and the driver's own error only.
 */
function safeError(error: Error): unknown {
  if (!('params' in error) || !('query' in error)) return error;
  const cause = error.cause instanceof Error ? error.cause : undefined;
  return {
    name: error.name,
    message: `Failed query: ${String(error.query)}`,
    cause: cause && { name: cause.name, message: cause.message, code: (cause as { code?: unknown }).code },
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}

function withSafeErrors(fields: LogFields): LogFields {
  const out: LogFields = {};
  for (const [key, value] of Object.entries(fields))
    out[key] = value instanceof Error ? safeError(value) : value;
  return out;
}

/** A logger that keeps its lines, for tests. */
export function createMemoryLogger(): Logger & { lines: LogFields[] } {
  const lines: LogFields[] = [];
  const logger = createLogger({ level: 'debug', write: (line) => lines.push(JSON.parse(line) as LogFields) });
  return Object.assign(logger, { lines });
}
