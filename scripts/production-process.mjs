// How the production server process is started, in one place: the Dockerfile's ENV and CMD,
// package.json's "start" and the bench (which measures what production holds) say the same, and
// tests/unit/production-process.test.ts fails when they drift apart.
//
// Measured with `npm run bench` (resident set after a minute of /ru/specialists at 16 connections,
// PGlite, ×100 data; the note of issue 14 has the figures):
// - MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (libuv's pool, V8's compiler and
//   GC helpers) an arena of its own, up to eight per core, and keeps what they freed. Two arenas
//   hold about 30 MiB less after a load, at the same throughput.
// - MALLOC_MMAP_THRESHOLD_=131072: blocks of 128 KiB and more are mapped apart and returned when
//   freed (by default glibc raises this threshold as the process frees large blocks, and they then
//   stay in the heap). About 10 MiB less.
// - --max-semi-space-size=32 (MiB): V8's young generation otherwise grows to 2 × 64 MiB under
//   sixteen concurrent renders and is never given back; 32 holds about 50 MiB less with no loss of
//   throughput. Smaller is worse: at 16 the renders' short-lived objects outgrow it and are
//   promoted, and the old generation grows by far more; at 24 throughput drops by an eighth.
export const PRODUCTION_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
export const PRODUCTION_NODE_FLAGS = ['--max-semi-space-size=32'];
