import pino, { type Logger } from 'pino';

export type { Logger };

/** JSON logs on stdout; one line per event, a child logger per request (see requestContext). */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'huquq' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers.act'], remove: true },
    },
    destination,
  );
}
