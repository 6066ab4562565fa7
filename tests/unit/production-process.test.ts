/** The production process's settings (scripts/production-process.mjs) are the Dockerfile's and npm start's. */
import { readFileSync } from 'node:fs';
import { PRODUCTION_ENV, PRODUCTION_NODE_FLAGS } from '../../scripts/production-process.mjs';

const dockerfile = readFileSync('Dockerfile', 'utf8');
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
const startScript = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '';

describe('the production process is started alike everywhere', () => {
  test.each(Object.entries(PRODUCTION_ENV))('%s=%s is in the image’s ENV and in npm start', (name, value) => {
    expect(runtimeStage).toMatch(new RegExp(`^\\s*(ENV\\s+)?${name}=${value}\\b`, 'm'));
    expect(startScript).toContain(`${name}=${value} `);
  });

  test('the node flags are in the image’s CMD and in npm start, before the script', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(runtimeStage)?.[1];
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', ...PRODUCTION_NODE_FLAGS, 'dist/server/main.js']);
    expect(startScript).toMatch(new RegExp(`\\bnode ${PRODUCTION_NODE_FLAGS.join(' ')} scripts/start\\.mjs$`));
  });
});
