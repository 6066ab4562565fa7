import { hostname } from 'node:os';
import pino, { type Logger } from 'pino';

export type { Logger };

/** Which replica this is, in logs and metrics: INSTANCE_ID, else the host name (a container's id). */
export function instanceName(instanceId?: string): string {
  return instanceId ?? hostname();
}

/** JSON logs on stdout; one line per event, a child logger per request (see requestContext). */
export function createLogger(level: string, destination?: pino.DestinationStream, instance: string = instanceName()): Logger {
  return pino(
    {
      level,
      base: { service: 'huquq', instance },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers.act'], remove: true },
    },
    destination,
  );
}
