import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, resolve } from 'node:path';
import sharp from 'sharp';

/** Widths the optimiser renders; a requested width is rounded up to the next one (bounded cache). */
export const IMAGE_WIDTHS = [64, 128, 200, 320, 400, 480, 640, 800, 960, 1200, 1600, 2400] as const;
const LARGEST_WIDTH = 2400;
export const IMAGE_FORMATS = ['webp', 'png', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const CONTENT_TYPES: Record<ImageFormat, string> = { webp: 'image/webp', png: 'image/png', jpeg: 'image/jpeg' };

export interface ImageRequest {
  /** Path under the images folder, e.g. `products/one-piece-ff7a59.png`. */
  path: string;
  width: number;
  quality: number;
  format: ImageFormat;
}

export function snapWidth(width: number): number {
  return IMAGE_WIDTHS.find((candidate) => candidate >= width) ?? LARGEST_WIDTH;
}

/** The source file of a request, or undefined when the path leaves the images folder. */
export function sourcePath(imagesDir: string, path: string): string | undefined {
  const root = resolve(imagesDir);
  const file = normalize(join(root, path));
  return file.startsWith(`${root}/`) ? file : undefined;
}

/**
 * Renders images on demand with sharp and keeps each rendition on disk, so a rendition is made
 * once; concurrent requests for the same rendition share one render.
 */
export class ImageOptimizer {
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly imagesDir: string,
    private readonly cacheDir: string,
  ) {}

  /** The rendition's bytes, or undefined when the source does not exist. */
  async render(request: ImageRequest): Promise<Buffer | undefined> {
    const source = sourcePath(this.imagesDir, request.path);
    if (!source) return undefined;
    const info = await stat(source).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const key = createHash('sha256').update(`${request.path}|${info.mtimeMs}|${request.width}|${request.quality}|${request.format}`).digest('hex');
    const cached = join(this.cacheDir, key.slice(0, 2), `${key}.${request.format}`);
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
    const pipeline = sharp(source).resize({ width: request.width, withoutEnlargement: true });
    const output = await (request.format === 'webp'
      ? pipeline.webp({ quality: request.quality, effort: 4 })
      : request.format === 'jpeg'
        ? pipeline.jpeg({ quality: request.quality, mozjpeg: true })
        : pipeline.png({ compressionLevel: 9, palette: true, quality: request.quality })
    ).toBuffer();
    await mkdir(dirname(target), { recursive: true });
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, output);
    await rename(temporary, target);
    return output;
  }
}
