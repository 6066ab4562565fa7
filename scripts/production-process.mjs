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
// - --max-old-space-size=256 (MiB): V8 lets the old generation grow by a factor of its live size
//   before it collects it, and chooses the factor from the heap's limit: 4 when the limit is a GiB
//   or more (by default it is a quarter of the machine's memory), 1.3 at 256 MiB and below. The
//   live set of this server is 50-80 MiB after a load (heap snapshot), so at 256 it is collected
//   near 100 MiB instead of growing towards 300, and the limit is still three times the live set
//   (a live set beyond it would end the process, and the container would be restarted; what the
//   server keeps is bounded: the catalogue reads' cache holds at most 500 answers, the search answers' 1 000).
//   About 60-150 MiB less after a minute of load (the old generation's size at that moment is what
//   varied most from run to run). It costs throughput, because V8 collects the old generation more
//   often: 7 % fewer requests per second in two interleaved pairs of one-minute runs, 14 % in the
//   bench's memory run, and 18 % in its 8-second page run, where the bare-React ceiling, started with
//   the same flags, lost as much.
// - --max-semi-space-size=16 (MiB): the young generation is two semi-spaces, committed once grown
//   and never given back. With the limit above, 16 holds 32 MiB less than 32, at the same
//   throughput; without it, 16 was worse: short-lived render objects promoted too early grew the
//   old generation at factor 4. (24 held 30 MiB more for 3 % more requests per second, within the noise.)
export const PRODUCTION_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
export const PRODUCTION_NODE_FLAGS = ['--max-semi-space-size=16', '--max-old-space-size=256'];
