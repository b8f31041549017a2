import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuildOutputs, type BuildOutputs } from './build-outputs.ts';
import { createOutputStore, type OutputFile } from './output-store.ts';

interface Build {
  readonly id: number;
}

let outputs: BuildOutputs<Build> | null = null;
afterEach(async () => {
  await outputs?.close();
  outputs = null;
});

/** Outputs whose renders are recorded, and held open (a stream fed by the test) when asked to. */
async function setUp(options: { concurrency?: number; hold?: boolean } = {}) {
  const rendered: number[] = [];
  const held = new Map<number, PassThrough>();
  const render = (b: Build): OutputFile => {
    rendered.push(b.id);
    if (!options.hold) return { filename: `render-${b.id}.html`, mime: 'text/html', bytes: Buffer.from(`file ${b.id}`) };
    const stream = new PassThrough();
    held.set(b.id, stream);
    return { filename: `render-${b.id}.png`, mime: 'image/png', stream };
  };
  outputs = createBuildOutputs(await createOutputStore(null), render, { concurrency: options.concurrency ?? 2 });
  return { outputs, rendered, held };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
const text = async (o: { stream: NodeJS.ReadableStream }) => (await buffer(o.stream)).toString();

describe('build outputs', () => {
  it('produces a missing output on first open and serves the stored file afterwards', async () => {
    const { outputs, rendered } = await setUp();
    expect(await text(await outputs.open({ id: 3 }))).toBe('file 3');
    expect(await text(await outputs.open({ id: 3 }))).toBe('file 3');
    expect(rendered).toEqual([3]);
  });

  it('lets downloads that arrive during a production wait for it instead of producing again', async () => {
    const { outputs, rendered, held } = await setUp({ hold: true });
    const producing = outputs.produce({ id: 5 });
    const first = outputs.open({ id: 5 });
    const second = outputs.open({ id: 5 });
    await settle();
    held.get(5)!.end('png bytes');
    expect(await producing).toEqual({ filename: 'render-5.png', mime: 'image/png', size: 9 });
    expect([await text(await first), await text(await second)]).toEqual(['png bytes', 'png bytes']);
    expect(rendered).toEqual([5]);
  });

  it('runs at most `concurrency` productions at once; the others wait their turn', async () => {
    const { outputs, rendered, held } = await setUp({ hold: true, concurrency: 1 });
    const a = outputs.produce({ id: 1 });
    const b = outputs.produce({ id: 2 });
    await settle();
    expect(rendered).toEqual([1]);
    held.get(1)!.end('a');
    await a;
    await settle();
    expect(rendered).toEqual([1, 2]);
    held.get(2)!.end('b');
    await b;
  });

  it('prepare() starts a missing production without waiting, and only when the file is missing', async () => {
    const rendered: number[] = [];
    let renderedTwo!: () => void;
    const twoRendered = new Promise<void>((resolve) => (renderedTwo = resolve));
    outputs = createBuildOutputs<Build>(await createOutputStore(null), (b) => {
      rendered.push(b.id);
      if (b.id === 2) renderedTwo();
      return { filename: `${b.id}.html`, mime: 'text/html', bytes: Buffer.from(`file ${b.id}`) };
    });
    await outputs.produce({ id: 1 });
    outputs.prepare({ id: 1 });
    outputs.prepare({ id: 2 });
    await twoRendered;
    expect(await text(await outputs.open({ id: 2 }))).toBe('file 2');
    expect(await text(await outputs.open({ id: 1 }))).toBe('file 1');
    expect(rendered).toEqual([1, 2]);
  });

  it('reports a failed production to whoever opens the output, and tries again next time', async () => {
    let fail = true;
    outputs = createBuildOutputs<Build>(await createOutputStore(null), (b) => {
      if (fail) throw new Error(`renderer down for ${b.id}`);
      return { filename: 'ok.html', mime: 'text/html', bytes: Buffer.from('ok') };
    });
    outputs.prepare({ id: 9 }); // must not become an unhandled rejection
    await expect(outputs.open({ id: 9 })).rejects.toThrow('renderer down for 9');
    fail = false;
    expect(await text(await outputs.open({ id: 9 }))).toBe('ok');
  });

  it('clear() waits for productions under way, then leaves no output', async () => {
    const { outputs, held } = await setUp({ hold: true });
    const one = outputs.produce({ id: 1 });
    await settle();
    held.get(1)!.end('one');
    await one;
    const late = outputs.produce({ id: 4 });
    const clearing = outputs.clear();
    await settle();
    held.get(4)!.end('late');
    await late;
    await clearing;
    expect([await outputs.store.has(1), await outputs.store.has(4)]).toEqual([false, false]);
  });
});
