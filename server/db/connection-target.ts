/** Describes a DATABASE_URL for messages and logs: host, port, database and user, never the password. */
export interface ConnectionTarget {
  host: string;
  port: string;
  database: string;
  user: string;
  /** The password as written in the URL, to scrub it from any message that echoes it. */
  secret: string;
}

export function describeUrl(databaseUrl: string): ConnectionTarget {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    // The text itself may hold a password, so it is not repeated here.
    throw new Error('DATABASE_URL is not a valid URL (expected postgres://user:password@host:port/database)');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new Error(`DATABASE_URL must start with postgres:// or postgresql:// (got ${url.protocol}//)`);
  }
  const socketHost = url.searchParams.get('host');
  return {
    host: url.hostname || socketHost || 'localhost',
    port: url.port || '5432',
    database: decodeURIComponent(url.pathname.replace(/^\//, '')) || decodeURIComponent(url.username) || 'postgres',
    user: decodeURIComponent(url.username) || '(default user)',
    secret: decodeURIComponent(url.password),
  };
}

export function targetLabel(target: ConnectionTarget): string {
  return `${target.host}:${target.port} (database "${target.database}", user "${target.user}")`;
}

/** Removes the password from text that may echo the connection string. */
export function scrub(text: string, target: ConnectionTarget): string {
  return target.secret ? text.split(target.secret).join('***') : text;
}
