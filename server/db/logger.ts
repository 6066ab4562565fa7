/** The part of a pino logger the database layer uses, so tests can pass nothing. */
export interface DbLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

const nothing = (): void => {};
export const silentLogger: DbLogger = { info: nothing, warn: nothing, error: nothing };
