import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LevelValues = Record<string, number>;

/**
 * A request's logger that makes its pino child (the reqId binding, the redaction of secrets)
 * only when the request writes a line at an enabled level: child() cost about 2 µs on every
 * request, and at the usual levels most requests log nothing. One object per request, its
 * methods on the prototype.
 */
class LazyRequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly opts: ChildLoggerOptions,
    private readonly values: LevelValues,
    private readonly threshold: number,
  ) {}

  private real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.opts));
  }

  private write(level: Level, args: unknown[]): void {
    if (this.made || this.values[level] >= this.threshold) (this.real()[level] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.made?.level ?? this.opts.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, opts?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, opts);
  }
}

/** Fastify option `childLoggerFactory`. */
export function lazyChildLogger(this: FastifyInstance, logger: FastifyBaseLogger, bindings: Bindings, opts: ChildLoggerOptions): FastifyBaseLogger {
  const values = (logger as unknown as { levels?: { values: LevelValues } }).levels?.values;
  // Not pino (logging switched off): nothing to save.
  if (!values) return logger.child(bindings, opts);
  return new LazyRequestLogger(logger, bindings, opts, values, values[opts.level ?? logger.level] ?? 0) as unknown as FastifyBaseLogger;
}
