// What the server bundle (dist/server) needs from node_modules: the packages it imports, and
// package files it names by path (fonts, data), which no import statement shows.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The text of every JavaScript file under dir. */
function* scripts(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* scripts(full);
    else if (/\.m?js$/.test(name)) yield readFileSync(full, 'utf8');
  }
}

const IMPORTS = [/^\s*(?:import|export)\b[^;'"]*?\bfrom\s*["']([^"']+)["']/gm, /^\s*import\s*["']([^"']+)["']/gm, /\bimport\(\s*["']([^"']+)["']\s*\)/g];

/** Bare module names the bundle loads: static and dynamic imports, re-exports. */
export function bundleImports(dir) {
  const specs = new Set();
  for (const code of scripts(dir)) {
    for (const pattern of IMPORTS) for (const m of code.matchAll(pattern)) if (!/^(\.|\/|node:)/.test(m[1])) specs.add(m[1]);
  }
  return [...specs].sort();
}

/**
 * Packages the bundle names by path ('dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
 * `node_modules/pdfkit/…`), each with the whole file paths it names (none when the path is
 * built at run time, then only the package is known).
 */
export function bundlePackageFiles(dir, packageNames) {
  const found = new Map();
  const patterns = packageNames.map((pkg) => {
    const escaped = pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    return [pkg, new RegExp(`(?:["'\`]|node_modules/)${escaped}/([^"'\`$\\s]*)`, 'g')];
  });
  for (const code of scripts(dir)) {
    for (const [pkg, pattern] of patterns) {
      for (const m of code.matchAll(pattern)) {
        if (!found.has(pkg)) found.set(pkg, new Set());
        const whole = /\.\w+$/.test(m[1]) && /["'`]/.test(code[m.index + m[0].length] ?? '');
        if (whole) found.get(pkg).add(m[1]);
      }
    }
  }
  return found;
}

const FONT = /["'`]([\w.-]+\.(?:ttf|otf|woff2?|afm))["'`]/g;

/** Font files the bundle names ('DejaVuSerif.ttf'): read from a package's folder at run time. */
export function bundleFontFiles(dir) {
  const names = new Set();
  for (const code of scripts(dir)) for (const m of code.matchAll(FONT)) names.add(m[1]);
  return [...names].sort();
}

/** Names of the font files under dir (node_modules), wherever they are. */
export function fontFilesUnder(dir) {
  const names = new Set();
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(d, entry.name));
      else if (/\.(?:ttf|otf|woff2?|afm)$/.test(entry.name)) names.add(entry.name);
    }
  };
  walk(dir);
  return names;
}
