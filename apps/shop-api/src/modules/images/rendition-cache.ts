import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** A rendition's file name: its key (a sha256 in hex) and the format; nothing else here is ours. */
const RENDITION_FILE = /^([0-9a-f]{64})\.webp$/;
/** A rendition being written (`<name>.<pid>.tmp`), renamed into place once whole. */
const TEMPORARY_FILE = /^[0-9a-f]{64}\.webp\.\d+\.tmp$/;
/** A temporary file older than this was left by a crash, not by a write still under way. */
const ABANDONED_AFTER_MS = 60_000;

interface Rendition {
  file: string;
  bytes: number;
}

/**
 * The optimiser's renditions on disk, at most `maxBytes` of them: a new one first deletes the least
 * recently used. Sizes and recency live in memory (a Map keeps insertion order; a hit moves its key
 * to the end), rebuilt from the folder on first use with each file's last access or write as its
 * recency, so a restart neither forgets the files nor their order; one another process wrote later is
 * picked up on a miss. Only files named like ours are
 * counted or deleted, so a cache folder pointed somewhere shared loses nothing else.
 */
export class RenditionCache {
  private readonly renditions = new Map<string, Rendition>();
  private bytes = 0;
  /** Bytes of renditions being written: counted before they land, so parallel writes cannot overshoot together. */
  private reserved = 0;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {}

  /** A kept rendition's bytes, or undefined. Files only appear by rename, so a read is never of half a file. */
  async get(key: string): Promise<Buffer | undefined> {
    await this.load();
    const rendition = this.renditions.get(key) ?? (await this.adopt(key));
    if (!rendition) return undefined;
    this.renditions.delete(key);
    this.renditions.set(key, rendition);
    try {
      return await readFile(rendition.file);
    } catch {
      // Evicted between the look-up and the read, or deleted by hand: render it again.
      this.forget(key, rendition);
      return undefined;
    }
  }

  /** Whether a rendition is kept, without reading it or counting that as a use (the warm-up asks). */
  async has(key: string): Promise<boolean> {
    await this.load();
    return (this.renditions.get(key) ?? (await this.adopt(key))) !== undefined;
  }

  /** The share of the cap taken by the renditions kept and those being written. */
  async fullness(): Promise<number> {
    await this.load();
    return (this.bytes + this.reserved) / this.maxBytes;
  }

  /** Keeps a rendition, deleting the least recently used ones to make room; one larger than the cap is not kept. */
  async put(key: string, data: Buffer): Promise<void> {
    await this.load();
    if (data.length > this.maxBytes) return;
    this.reserved += data.length;
    const file = this.fileOf(key);
    const temporary = `${file}.${process.pid}.tmp`;
    try {
      await this.evict();
      // Renditions being written by other requests already hold the room: this one is served, not kept.
      if (this.bytes + this.reserved > this.maxBytes) return;
      await mkdir(dirname(file), { recursive: true });
      await writeFile(temporary, data);
      await rename(temporary, file);
      const replaced = this.renditions.get(key);
      if (replaced) this.forget(key, replaced);
      this.renditions.set(key, { file, bytes: data.length });
      this.bytes += data.length;
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    } finally {
      this.reserved -= data.length;
    }
  }

  private fileOf(key: string): string {
    return join(this.dir, key.slice(0, 2), `${key}.webp`);
  }

  /**
   * A rendition missing from the index but on disk: written by another API process sharing the
   * folder since this one read it (the warm-up runs in one process). Counted like one of ours,
   * unless it alone is larger than the cap.
   */
  private async adopt(key: string): Promise<Rendition | undefined> {
    const file = this.fileOf(key);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile() || info.size > this.maxBytes || this.renditions.has(key)) return this.renditions.get(key);
    this.renditions.set(key, { file, bytes: info.size });
    this.bytes += info.size;
    await this.evict();
    return this.renditions.get(key);
  }

  private load(): Promise<void> {
    this.loading ??= this.scan();
    return this.loading;
  }

  private async scan(): Promise<void> {
    // Renditions sit one level down, in folders named by their key's first two hex digits.
    const folders = (await readdir(this.dir, { withFileTypes: true }).catch(() => [])).filter(
      (entry) => entry.isDirectory() && /^[0-9a-f]{2}$/.test(entry.name),
    );
    const found: (Rendition & { key: string; usedAt: number })[] = [];
    for (const folder of folders) {
      const names = await readdir(join(this.dir, folder.name)).catch(() => []);
      await Promise.all(
        names.map(async (name) => {
          const key = RENDITION_FILE.exec(name)?.[1];
          const isRendition = key?.startsWith(folder.name) ?? false;
          if (!isRendition && !TEMPORARY_FILE.test(name)) return;
          const file = join(this.dir, folder.name, name);
          const info = await stat(file).catch(() => undefined);
          if (!info?.isFile()) return;
          if (key && isRendition)
            found.push({ key, file, bytes: info.size, usedAt: Math.max(info.atimeMs, info.mtimeMs) });
          else if (info.mtimeMs < Date.now() - ABANDONED_AFTER_MS) await unlink(file).catch(() => undefined);
        }),
      );
    }
    found.sort((a, b) => a.usedAt - b.usedAt);
    for (const { key, file, bytes } of found) {
      this.renditions.set(key, { file, bytes });
      this.bytes += bytes;
    }
    // The cap may have been lowered since the files were written.
    await this.evict();
  }

  /** Deletes the least recently used renditions until those kept and those being written fit under the cap. */
  private async evict(): Promise<void> {
    const deleted: Promise<void>[] = [];
    for (const [key, rendition] of this.renditions) {
      if (this.bytes + this.reserved <= this.maxBytes) break;
      // Out of the index first: a reader that finds it gone renders again; one that opened it already reads it whole.
      this.forget(key, rendition);
      deleted.push(unlink(rendition.file).catch(() => undefined));
    }
    await Promise.all(deleted);
  }

  private forget(key: string, rendition: Rendition): void {
    if (this.renditions.get(key) !== rendition) return;
    this.renditions.delete(key);
    this.bytes -= rendition.bytes;
  }
}
