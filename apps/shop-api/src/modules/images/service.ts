import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import sharp from 'sharp';
import { Semaphore } from '../../lib/semaphore';
import { RENDERS_AT_ONCE } from './constants';

export interface ImageRequest {
  /** Path under the images folder, e.g. `products/one-piece-ff7a59.png`. */
  path: string;
  /** One of the contract's widths; an original narrower than it is not enlarged. */
  width: number;
  quality: number;
}

/** The source file of a request, or undefined when the path leaves the images folder. */
export function sourcePath(imagesDir: string, path: string): string | undefined {
  const root = resolve(imagesDir);
  const file = normalize(join(root, path));
  return file.startsWith(`${root}/`) ? file : undefined;
}

/**
 * Renders WebP images on demand with sharp, at most RENDERS_AT_ONCE at a time, and keeps each
 * rendition on disk, so a rendition is made once; concurrent requests for the same rendition share
 * one render.
 */
export class ImageOptimizer {
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private readonly renders = new Semaphore(RENDERS_AT_ONCE);
  private readonly imagesDir: string;

  constructor(
    imagesDir: string,
    private readonly cacheDir: string,
  ) {
    this.imagesDir = resolve(imagesDir);
  }

  /** The rendition's bytes, or undefined when the source does not exist. */
  async render(request: ImageRequest): Promise<Buffer | undefined> {
    const source = sourcePath(this.imagesDir, request.path);
    if (!source) return undefined;
    const info = await stat(source).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    // Keyed by the file as resolved, not by the path as spelled, so no spelling is a rendition of its own.
    const key = createHash('sha256').update(`${relative(this.imagesDir, source)}|${info.mtimeMs}|${request.width}|${request.quality}`).digest('hex');
    const cached = join(this.cacheDir, key.slice(0, 2), `${key}.webp`);
    const hit = await readFile(cached).catch(() => undefined);
    if (hit) return hit;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.transform(source, request, cached).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async transform(source: string, request: ImageRequest, target: string): Promise<Buffer> {
    const output = await this.renders.run(() =>
      sharp(source).resize({ width: request.width, withoutEnlargement: true }).webp({ quality: request.quality, effort: 4 }).toBuffer(),
    );
    await mkdir(dirname(target), { recursive: true });
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, output);
    await rename(temporary, target);
    return output;
  }
}
