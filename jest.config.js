// Jest runs TypeScript through SWC into CommonJS (tests/support/jest-transform.cjs). react-router ships ES modules only, so it is
// transformed too (docs/design.md §1: the newest majors that run on Node 24, never a downgrade).
const swc = '<rootDir>/tests/support/jest-transform.cjs';

const common = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(react-router|@remix-run|cookie-es|cookie|set-cookie-parser|@iconify/utils)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testEnvironment: 'node',
  // Sources import siblings as './x.js' (ES module style); Jest resolves them to the .ts files.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};

/** @type {import('jest').Config} */
export default {
  // An embedded database opens in 2–4 s inside Jest, longer on a busy machine: no 5 s default.
  testTimeout: 60_000,
  // A worker runs file after file, and what each file's app and database leave on its heap adds up
  // (2–3 GB by the end of the HTTP tests, the last third of them spent in garbage collection): a
  // worker over this after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '1200MB',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'] },
    // The replica suite runs production processes of the build: npm test runs it after building.
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/integration/replicas/'],
    },
    { ...common, displayName: 'replicas', testMatch: ['<rootDir>/tests/integration/replicas/**/*.test.ts'] },
    // Before its files, the build migrates and seeds one database, which every server's is copied from (tests/e2e/support/data-dir.ts).
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts?(x)'],
      globalSetup: '<rootDir>/tests/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/e2e/support/global-teardown.ts',
    },
  ],
};
