import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The client build's files served compressed (serve.mjs's COMPRESSIBLE types). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json)$/;

/**
 * Writes each script, style and SVG file of the client build beside itself compressed once, as
 * `.br` (brotli at its best, quality 11) and `.gz` (gzip level 9), for serve.mjs to send as they
 * are. It used to compress each request's file on the fly, at brotli quality 5 to keep that
 * affordable: the entry's 491 KB took some 14 ms of the server's one thread per first visit and
 * went out as 149 KB, against 135 KB now. A variant that comes out no smaller is not written.
 */
export function precompress(): Plugin {
  return {
    name: 'shop:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const dir = options.dir;
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
      await Promise.all(
        files.map(async (fileName) => {
          const path = join(dir, fileName);
          const source = await readFile(path);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipped(source, { level: 9 }),
          ]);
          if (br.length < source.length) await writeFile(`${path}.br`, br);
          if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}
