// What the image check prints and how it fails: one line per step with its time, the tail of a
// command's output when it breaks.
import { spawn } from 'node:child_process';

export class CheckError extends Error {}

/** Stops the check with a message for the reader (no stack). */
export function fail(message) {
  throw new CheckError(message);
}

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Title and duration of every step that passed, in order. */
export const timings = [];

/** Runs one step: "── title … ok (1.2 s): note", or "FAILED" and the error goes on. */
export async function step(title, run) {
  const started = Date.now();
  process.stdout.write(`── ${title} … `);
  try {
    const note = await run();
    const ms = Date.now() - started;
    timings.push([title, ms]);
    console.log(`ok (${seconds(ms)})${note ? `: ${note}` : ''}`);
  } catch (error) {
    console.log('FAILED');
    throw error;
  }
}

/** The last lines of a command's output, set off for reading. */
export const lastLines = (text, count = 40) =>
  text
    .trimEnd()
    .split('\n')
    .slice(-count)
    .map((line) => `   │ ${line}`)
    .join('\n');

/** Runs a command to its end, stdout and stderr together. */
export function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}
