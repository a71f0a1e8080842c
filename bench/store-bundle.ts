/**
 * The store's first-load JavaScript (budget ≤ 150 kB gzip, so the store opens fast on a phone): the page entry named by index.html plus every
 * chunk the store entry (store-main) loads before it can render, i.e. its static import graph. Read from the
 * built files (apps/web/dist), sizes as gzip at level 9 like the precompressed copies the server sends.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleReport {
  entry: string;
  files: { file: string; bytes: number; gzip: number }[];
  bytes: number;
  gzip: number;
}

/** Static imports of one built chunk: `import{…}from"./x.js"`, `import"./x.js"`, `export{…}from"./x.js"`. */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]*?\bfrom\s*)?["'`](\.\/[^"'`]+\.js)["'`]/g)) found.add(m[1].slice(2));
  return [...found];
}

/** The first load of a page whose entry dynamically imports one main chunk (store-main, pos-main): both graphs. */
export function entryFirstLoad(dist: string, mainChunk: string): BundleReport {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = /<script[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html no nombra el archivo de entrada');
  const assets = join(dist, 'assets');
  const pattern = new RegExp(`^${mainChunk}-[\\w-]+\\.js$`);
  const main = readdirSync(assets).find((f) => pattern.test(f));
  if (!main) throw new Error(`no se encontró el archivo ${mainChunk}-*.js en la compilación`);
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of staticImports(readFileSync(join(assets, file), 'utf8'))) if (existsSync(join(assets, dep))) walk(dep);
  };
  walk(entry);
  walk(main);
  const files = [...seen].map((file) => {
    const body = readFileSync(join(assets, file));
    return { file, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
  }).sort((a, b) => b.gzip - a.gzip);
  return { entry, files, bytes: files.reduce((n, f) => n + f.bytes, 0), gzip: files.reduce((n, f) => n + f.gzip, 0) };
}

export const storeFirstLoad = (dist: string): BundleReport => entryFirstLoad(dist, 'store-main');

export const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = storeFirstLoad(join(import.meta.dirname, '..', 'apps/web/dist'));
  for (const f of r.files) console.log(`${f.file.padEnd(40)} ${kB(f.bytes).padStart(10)}  gzip ${kB(f.gzip).padStart(9)}`);
  console.log(`total ${r.files.length} archivos: ${kB(r.bytes)}, gzip ${kB(r.gzip)}`);
}
