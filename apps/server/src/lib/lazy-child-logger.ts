import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger.js';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
/** Fastify's logger as pino makes it. */
type PinoLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean; bindings(): Bindings };

/**
 * A request's logger, made only when the request logs something its level lets through. Fastify makes a
 * child logger for every request (to bind its id); with pino's redaction on, that child runs every binding
 * through the redactor, about 2 % of a small read's CPU in a profile of GET /api/health, spent on requests
 * that, at the level in force, never log a line. What a request does log is written exactly as before.
 */
export class LazyChildLogger {
  #parent: PinoLogger;
  #bindings: Bindings;
  #child: PinoLogger | null = null;

  constructor(parent: PinoLogger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  #real(): PinoLogger {
    this.#child ??= this.#parent.child(this.#bindings) as PinoLogger;
    return this.#child;
  }

  #log(level: Level, args: unknown[]): void {
    const logger = this.#child ?? (this.#parent.isLevelEnabled(level) ? this.#real() : null);
    if (logger) (logger[level] as (...a: unknown[]) => void).apply(logger, args);
  }

  get level(): string {
    return (this.#child ?? this.#parent).level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return (this.#child ?? this.#parent).isLevelEnabled(level);
  }

  bindings(): Bindings {
    return this.#child ? this.#child.bindings() : { ...this.#parent.bindings(), ...this.#bindings };
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }

  fatal(...args: unknown[]): void {
    this.#log('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#log('error', args);
  }
  warn(...args: unknown[]): void {
    this.#log('warn', args);
  }
  info(...args: unknown[]): void {
    this.#log('info', args);
  }
  debug(...args: unknown[]): void {
    this.#log('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#log('trace', args);
  }
  silent(): void {}
}

/** Fastify's `childLoggerFactory`: a lazy child unless the route sets a level of its own. */
export function lazyChildLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level) return logger.child(bindings, options);
  return new LazyChildLogger(logger as PinoLogger, bindings) as unknown as FastifyBaseLogger;
}
