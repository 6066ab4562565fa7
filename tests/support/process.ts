import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';

export interface RunningServer {
  child: ChildProcess;
  port: number;
  origin: string;
  lines: string[];
  stop(): Promise<number | null>;
}

/**
 * Starts a server process (PORT=0) and resolves once its "listening" log line names the port.
 * Its JSON log lines are kept for assertions.
 */
export function startServerProcess(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  options: { cwd?: string; startTimeoutMs?: number } = {},
): Promise<RunningServer> {
  const child = spawn(command, args, {
    ...(options.cwd ? { cwd: options.cwd } : {}),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    // Generous: a fresh embedded database on a busy 2-core machine takes over a minute to start.
    const timer = setTimeout(() => {
      // A server that never got ready must not outlive the test: it would keep Jest from exiting.
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${lines.join('\n')}`));
    }, options.startTimeoutMs ?? 150_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      let entry: { msg?: string; address?: { port: number } } = {};
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        return;
      }
      if (entry.msg === 'listening' && entry.address) {
        clearTimeout(timer);
        const port = entry.address.port;
        resolve({
          child,
          port,
          origin: `http://127.0.0.1:${port}`,
          lines,
          stop: async () => {
            if (child.exitCode === null) child.kill('SIGTERM');
            return exited;
          },
        });
      }
    });
    void exited.then((code) => reject(new Error(`server exited early with ${code}:\n${lines.join('\n')}`)));
  });
}

/** A free loopback port, for a server whose address must be known before it starts (PUBLIC_ORIGIN). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
