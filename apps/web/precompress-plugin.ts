import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts (woff2 is brotli already) are not. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this, the saving does not pay for the extra file lookups. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)])));
  return nested.flat();
}

const kB = (n: number) => `${(n / 1024).toFixed(0)} kB`;

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`, level 9) copy next to every compressible file of the
 * build, once, so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing the
 * same bytes on every request. A copy that would not be smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.test(f));
      const sizes: { file: string; raw: number; gzip: number; br: number }[] = [];
      await Promise.all(files.map(async (file) => {
        if ((await stat(file)).size < MIN_BYTES) return;
        const raw = await readFile(file);
        const [b, g] = await Promise.all([
          brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
          gz(raw, { level: 9 }),
        ]);
        if (b.length < raw.length) await writeFile(`${file}.br`, b);
        if (g.length < raw.length) await writeFile(`${file}.gz`, g);
        sizes.push({ file: relative(outDir, file), raw: raw.length, gzip: g.length, br: b.length });
      }));
      const total = sizes.reduce((t, s) => ({ raw: t.raw + s.raw, gzip: t.gzip + s.gzip, br: t.br + s.br }), { raw: 0, gzip: 0, br: 0 });
      const largest = sizes.sort((a, b) => b.raw - a.raw)[0];
      this.info?.(`precomprimidos ${sizes.length} archivos: ${kB(total.raw)} → gzip ${kB(total.gzip)}, brotli ${kB(total.br)}`);
      if (largest) this.info?.(`el mayor, ${largest.file}: ${kB(largest.raw)} → gzip ${kB(largest.gzip)}, brotli ${kB(largest.br)}`);
    },
  };
}
