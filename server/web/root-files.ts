import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';

/**
 * Serves the plain files at the top of the public folder (favicon.svg, robots.txt, …). The
 * names are read once at start, so a page request is matched against a set, not the disk.
 */
export function rootFiles(dir: string): RequestHandler {
  const names = existsSync(dir) ? new Set(readdirSync(dir).filter((name) => statSync(path.join(dir, name)).isFile())) : new Set<string>();
  const serve = express.static(dir, { index: false, maxAge: 3_600_000, fallthrough: false });
  return (req, res, next) => {
    const name = req.path.slice(1);
    if ((req.method === 'GET' || req.method === 'HEAD') && names.has(name)) serve(req, res, next);
    else next();
  };
}
