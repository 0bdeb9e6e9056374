import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join, normalize, relative, resolve } from 'node:path';
import sharp from 'sharp';
import { countCacheLookup } from '../../lib/metrics';
import { Semaphore } from '../../lib/semaphore';
import { IMAGE_CACHE_NAME, RENDERS_AT_ONCE } from './constants';
import { RenditionCache } from './rendition-cache';

export interface ImageRequest {
  /** Path under the images folder, e.g. `products/one-piece-ff7a59.png`. */
  path: string;
  /** One of the contract's widths; an original narrower than it is not enlarged. */
  width: number;
  quality: number;
}

export interface ImageOptimizerOptions {
  /** The originals. */
  imagesDir: string;
  /** The renditions (`IMAGE_CACHE_DIR`). */
  cacheDir: string;
  /** The renditions' bytes at most (`IMAGE_CACHE_MAX_MB`); the least recently used go first. */
  cacheMaxBytes: number;
}

/** The source file of a request, or undefined when the path leaves the images folder. */
export function sourcePath(imagesDir: string, path: string): string | undefined {
  const root = resolve(imagesDir);
  const file = normalize(join(root, path));
  return file.startsWith(`${root}/`) ? file : undefined;
}

/**
 * Renders WebP images on demand with sharp, at most RENDERS_AT_ONCE at a time, and keeps each
 * rendition on disk under a size cap, so a rendition is made once while it is used; concurrent
 * requests for the same rendition share one render.
 */
export class ImageOptimizer {
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private readonly renders = new Semaphore(RENDERS_AT_ONCE);
  private readonly imagesDir: string;
  private readonly cache: RenditionCache;

  constructor(options: ImageOptimizerOptions) {
    this.imagesDir = resolve(options.imagesDir);
    this.cache = new RenditionCache(options.cacheDir, options.cacheMaxBytes);
  }

  /** The rendition's bytes, or undefined when the source does not exist. */
  async render(request: ImageRequest): Promise<Buffer | undefined> {
    const rendition = await this.locate(request);
    if (!rendition) return undefined;
    const kept = await this.cache.get(rendition.key);
    countCacheLookup(IMAGE_CACHE_NAME, kept ? 'hit' : 'miss');
    return kept ?? this.renderOnce(rendition.source, request, rendition.key);
  }

  /**
   * Makes a rendition before anyone asks for it: `missing` when the source does not exist, `kept`
   * when the cache holds it already, `full` (nothing rendered) once the cache is `cacheShare` full.
   */
  async warm(request: ImageRequest, cacheShare: number): Promise<'missing' | 'kept' | 'full' | 'rendered'> {
    const rendition = await this.locate(request);
    if (!rendition) return 'missing';
    if (await this.cache.has(rendition.key)) return 'kept';
    if ((await this.cache.fullness()) >= cacheShare) return 'full';
    await this.renderOnce(rendition.source, request, rendition.key);
    return 'rendered';
  }

  /** The source file and the rendition's cache key, or undefined when the source does not exist. */
  private async locate(request: ImageRequest): Promise<{ source: string; key: string } | undefined> {
    const source = sourcePath(this.imagesDir, request.path);
    if (!source) return undefined;
    const info = await stat(source).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    // Keyed by the file as resolved, not by the path as spelled, so no spelling is a rendition of its own.
    const key = createHash('sha256')
      .update(`${relative(this.imagesDir, source)}|${info.mtimeMs}|${request.width}|${request.quality}`)
      .digest('hex');
    return { source, key };
  }

  /** Renders and keeps a rendition; concurrent calls for the same one share the render. */
  private renderOnce(source: string, request: ImageRequest, key: string): Promise<Buffer> {
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.renderAndKeep(source, request, key).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async renderAndKeep(source: string, request: ImageRequest, key: string): Promise<Buffer> {
    const output = await this.renders.run(() =>
      sharp(source)
        .resize({ width: request.width, withoutEnlargement: true })
        .webp({ quality: request.quality, effort: 4 })
        .toBuffer(),
    );
    await this.cache.put(key, output);
    return output;
  }
}
