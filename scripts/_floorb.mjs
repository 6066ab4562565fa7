import { build } from 'vite';
await build({ mode: 'production', logLevel: 'warn', configFile: false, build: { outDir: '/tmp/fl/floor', sourcemap: true, target: 'es2022', rollupOptions: { input: { floor: process.argv[2] } } } });
