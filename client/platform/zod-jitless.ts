/**
 * zod probes `new Function` when it builds an object schema, to compile its parser; the site's
 * CSP (no 'unsafe-eval') reports that as a violation. Imported before any schema is built, this
 * keeps zod interpreting in the browser (fast enough for the lists it reads here).
 */
import { z } from 'zod';

z.config({ jitless: true });
