import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutputStore, type OutputStore, TEMPORARY_PREFIX } from './output-store.ts';

const opened: OutputStore[] = [];
const scratch: string[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
  for (const dir of scratch.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function store(dir: string | null = null): Promise<OutputStore> {
  const s = await createOutputStore(dir);
  opened.push(s);
  return s;
}

async function scratchDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'output-store-test-'));
  scratch.push(dir);
  return dir;
}

const html = { filename: 'sale-v1-300x250-7.html', mime: 'text/html; charset=utf-8', bytes: Buffer.from('<!doctype html><p>Sale</p>') };

describe('the output store', () => {
  it('gives back what was put, with its name, type and size, from bytes or from a stream', async () => {
    const s = await store();
    expect(await s.put(7, html)).toEqual({ filename: html.filename, mime: html.mime, size: html.bytes.length });
    const streamed = Buffer.alloc(300_000, 7);
    await s.put(8, { filename: 'big-8.png', mime: 'image/png', stream: Readable.from([streamed.subarray(0, 100_000), streamed.subarray(100_000)]) });

    const one = await s.open(7);
    expect({ ...one, stream: undefined }).toEqual({ filename: html.filename, mime: html.mime, size: html.bytes.length, stream: undefined });
    expect((await buffer(one!.stream)).equals(html.bytes)).toBe(true);
    const two = await s.open(8);
    expect(two?.size).toBe(300_000);
    expect((await buffer(two!.stream)).equals(streamed)).toBe(true);
    expect([await s.has(7), await s.has(8), await s.has(9)]).toEqual([true, true, false]);
  });

  it('answers null for a build without an output, and after delete', async () => {
    const s = await store();
    expect(await s.open(3)).toBeNull();
    await s.put(3, html);
    await s.delete(3);
    expect(await s.open(3)).toBeNull();
    expect(await s.has(3)).toBe(false);
    await s.delete(3); // deleting what is not there is fine
  });

  it('replaces an output put again (a render done again), keeping one file per build', async () => {
    const s = await store();
    await s.put(5, html);
    await s.put(5, { filename: 'sale-v2-300x250-5.html', mime: html.mime, bytes: Buffer.from('second') });
    const out = await s.open(5);
    expect(out?.filename).toBe('sale-v2-300x250-5.html');
    expect((await buffer(out!.stream)).toString()).toBe('second');
    expect((await readdir(join(s.dir, '5'))).length).toBe(2); // output.json and the one file
  });

  it('keeps streaming a file opened before it was deleted', async () => {
    const s = await store();
    await s.put(4, { filename: 'a.png', mime: 'image/png', bytes: Buffer.alloc(1_000_000, 4) });
    const out = await s.open(4);
    await s.delete(4);
    expect((await buffer(out!.stream)).length).toBe(1_000_000);
  });

  it('removes nothing of a failed put but its partial file', async () => {
    const s = await store();
    await s.put(6, html);
    const failing = new Readable({
      read() {
        this.destroy(new Error('renderer crashed'));
      },
    });
    await expect(s.put(6, { filename: 'x.png', mime: 'image/png', stream: failing })).rejects.toThrow('renderer crashed');
    expect((await s.open(6))?.filename).toBe(html.filename);
    expect((await readdir(join(s.dir, '6'))).some((name) => name.endsWith('.part'))).toBe(false);
  });

  it('refuses a build id that is not a positive integer', async () => {
    const s = await store();
    for (const id of [0, -1, 1.5, Number.NaN]) await expect(s.put(id, html)).rejects.toThrow('A build id is a positive integer');
  });

  it('with no directory, works in a fresh temporary one that close() removes', async () => {
    const a = await store();
    const b = await store();
    expect(a.dir).not.toBe(b.dir);
    await a.put(1, html);
    expect(await b.open(1)).toBeNull();
    await a.close();
    expect(existsSync(a.dir)).toBe(false);
  });

  it('removes its temporary directory when the process exits without closing it', () => {
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', `const { createOutputStore } = await import(${JSON.stringify(new URL('./output-store.ts', import.meta.url).href)}); const s = await createOutputStore(null); console.log(s.dir); process.exit(1);`],
      { encoding: 'utf8' },
    );
    const dir = child.stdout.trim();
    expect(dir).toContain(TEMPORARY_PREFIX);
    expect(existsSync(dir)).toBe(false);
  });

  it('removes the temporary directories of processes that are gone, not those of live ones', async () => {
    const gone = join(tmpdir(), `${TEMPORARY_PREFIX}999999999-test`);
    const live = join(tmpdir(), `${TEMPORARY_PREFIX}${process.pid}-test`);
    scratch.push(gone, live);
    await mkdir(join(gone, '1'), { recursive: true });
    await mkdir(live);
    await store();
    expect([existsSync(gone), existsSync(live)]).toEqual([false, true]);
  });

  it('in a directory of its own, keeps the outputs across a restart', async () => {
    const dir = join(await scratchDir(), 'outputs');
    const first = await store(dir);
    await first.put(2, html);
    await first.close();
    expect(existsSync(dir)).toBe(true);
    const again = await store(dir);
    expect((await buffer((await again.open(2))!.stream)).equals(html.bytes)).toBe(true);
  });

  it('clear() removes every output and nothing else in the directory', async () => {
    const dir = await scratchDir();
    await writeFile(join(dir, 'notes.txt'), 'not ours');
    await mkdir(join(dir, 'keep'));
    const s = await store(dir);
    await s.put(1, html);
    await s.put(12, html);
    await s.clear();
    expect([await s.has(1), await s.has(12)]).toEqual([false, false]);
    expect((await readdir(dir)).sort()).toEqual(['.incoming', 'keep', 'notes.txt']);
  });

  it('leaves nothing of a put cut midway, and removes the partial files a killed process left when it starts', async () => {
    const dir = await scratchDir();
    const s = await store(dir);
    let sent = 0;
    const cut = new Readable({
      read() {
        if (sent++ < 2) this.push(Buffer.alloc(64 * 1024, 1));
        else this.destroy(new Error('upload cut'));
      },
    });
    await expect(s.put(7, { filename: 'x.png', mime: 'image/png', stream: cut })).rejects.toThrow('upload cut');
    expect(await readdir(dir)).toEqual(['.incoming']);
    expect(await readdir(join(dir, '.incoming'))).toEqual([]);
    // A process killed during a put leaves its partial file: the next store removes it.
    await writeFile(join(dir, '.incoming', '8-0123456789abcdef.part'), Buffer.alloc(10));
    await store(dir);
    expect(await readdir(join(dir, '.incoming'))).toEqual([]);
  });
});
