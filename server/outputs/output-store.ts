/**
 * Render outputs as files on disk, one folder per build:
 *
 *   {dir}/{buildId}/output.json   { filename, mime, file }   what a download is called and its type
 *   {dir}/{buildId}/{file}        the bytes, under a fresh name per put
 *
 * Whatever renders (the render queue, the simulated farm, a render worker's upload through the
 * API server) puts a build's file here once; downloads open it and stream it. A put writes to a
 * `.part` file in `{dir}/.incoming/` and renames it into the build's folder, then replaces
 * output.json the same way, so a reader sees the old output or the new one, never half of one; a
 * put that fails (an upload cut midway) removes its `.part`, and a store that starts removes the
 * ones a killed process left. A download that already opened a file keeps reading it even if it
 * is replaced or deleted meanwhile (an open file outlives its name). Only folders named by a build
 * id (and `.incoming`) are ever removed, so a misconfigured OUTPUT_DIR cannot lose anything else.
 *
 * `dir` null: a fresh temporary directory (in-memory databases: their outputs must not outlive
 * them), removed by close(), or when the process exits without it (the stack's children exit
 * at once when the start script is killed). One left by a killed process is removed by the next
 * store that starts: its name carries the process id.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream, rmSync } from 'node:fs';
import { mkdir, mkdtemp, open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A render's file as a renderer hands it over: its bytes at once, or a stream of them. */
export type OutputFile = { readonly filename: string; readonly mime: string } & ({ readonly bytes: Uint8Array } | { readonly stream: Readable });

export interface StoredOutput {
  readonly filename: string;
  readonly mime: string;
  readonly size: number;
}

/** A stored output opened for reading: the caller must consume or destroy `stream`. */
export interface OpenedOutput extends StoredOutput {
  readonly stream: Readable;
}

export interface OutputStore {
  readonly dir: string;
  put(buildId: number, file: OutputFile): Promise<StoredOutput>;
  /** null when the build has no stored output. */
  open(buildId: number): Promise<OpenedOutput | null>;
  has(buildId: number): Promise<boolean>;
  delete(buildId: number): Promise<void>;
  /** Removes every stored output (the database was seeded again). */
  clear(): Promise<void>;
  /** Removes the directory when it is a temporary one. */
  close(): Promise<void>;
}

interface Meta {
  readonly filename: string;
  readonly mime: string;
  readonly file: string;
}

const META = 'output.json';
/** Where puts write before they rename into a build's folder (same file system, so a rename is atomic). */
const INCOMING = '.incoming';
const BUILD_FOLDER = /^[1-9]\d*$/;

function folderName(buildId: number): string {
  if (!Number.isSafeInteger(buildId) || buildId < 1) throw new Error(`A build id is a positive integer, got ${buildId}.`);
  return String(buildId);
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export const TEMPORARY_PREFIX = 'adcreative-outputs-';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the temporary directories of processes that are gone. */
async function sweepTemporary(): Promise<void> {
  for (const name of await readdir(tmpdir())) {
    const pid = Number(new RegExp(`^${TEMPORARY_PREFIX}(\\d+)-`).exec(name)?.[1]);
    if (pid && !isAlive(pid)) await rm(join(tmpdir(), name), { recursive: true, force: true });
  }
}

async function temporaryDirectory(): Promise<{ root: string; removeOnExit: () => void }> {
  await sweepTemporary();
  const root = await mkdtemp(join(tmpdir(), `${TEMPORARY_PREFIX}${process.pid}-`));
  const removeOnExit = () => rmSync(root, { recursive: true, force: true });
  process.on('exit', removeOnExit);
  return { root, removeOnExit };
}

export async function createOutputStore(dir: string | null): Promise<OutputStore> {
  const temporary = dir === null ? await temporaryDirectory() : null;
  const root = temporary?.root ?? dir!;
  await mkdir(root, { recursive: true });
  const folder = (buildId: number) => join(root, folderName(buildId));
  // Partial files of puts that never ended (the process was killed): no put of this store is under way yet.
  const incoming = join(root, INCOMING);
  await rm(incoming, { recursive: true, force: true });
  await mkdir(incoming);

  async function readMeta(buildId: number): Promise<Meta | null> {
    try {
      return JSON.parse(await readFile(join(folder(buildId), META), 'utf8')) as Meta;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function openOnce(buildId: number): Promise<OpenedOutput | null | 'replaced'> {
    const meta = await readMeta(buildId);
    if (!meta) return null;
    let handle;
    try {
      handle = await open(join(folder(buildId), meta.file), 'r');
    } catch (error) {
      // A put replaced the file between reading output.json and opening it: read output.json again.
      if (isMissing(error)) return 'replaced';
      throw error;
    }
    const { size } = await handle.stat();
    return { filename: meta.filename, mime: meta.mime, size, stream: handle.createReadStream() };
  }

  return {
    dir: root,

    async put(buildId, output) {
      const at = folder(buildId);
      const file = randomBytes(8).toString('hex');
      const part = join(incoming, `${buildId}-${file}.part`);
      const metaPart = join(incoming, `${buildId}-${file}.json.part`);
      try {
        if ('bytes' in output) await writeFile(part, output.bytes);
        else await pipeline(output.stream, createWriteStream(part));
        // The build's folder only once its file is whole: a put cut midway leaves nothing behind.
        await mkdir(at, { recursive: true });
        await rename(part, join(at, file));
        const meta: Meta = { filename: output.filename, mime: output.mime, file };
        await writeFile(metaPart, JSON.stringify(meta));
        await rename(metaPart, join(at, META));
      } catch (error) {
        await Promise.all([rm(part, { force: true }), rm(metaPart, { force: true })]);
        throw error;
      }
      // Earlier outputs of this build (a render done again) are no longer named by output.json.
      for (const name of await readdir(at)) if (name !== META && name !== file) await rm(join(at, name), { force: true });
      const { size } = await stat(join(at, file));
      return { filename: output.filename, mime: output.mime, size };
    },

    async open(buildId) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const opened = await openOnce(buildId);
        if (opened !== 'replaced') return opened;
      }
      return null;
    },

    async has(buildId) {
      const meta = await readMeta(buildId);
      return meta !== null && (await stat(join(folder(buildId), meta.file)).then(() => true, (error: unknown) => (isMissing(error) ? false : Promise.reject(error))));
    },

    async delete(buildId) {
      await rm(folder(buildId), { recursive: true, force: true });
    },

    async clear() {
      for (const name of await readdir(root)) if (BUILD_FOLDER.test(name)) await rm(join(root, name), { recursive: true, force: true });
    },

    async close() {
      if (!temporary) return;
      process.off('exit', temporary.removeOnExit);
      await rm(root, { recursive: true, force: true });
    },
  };
}
