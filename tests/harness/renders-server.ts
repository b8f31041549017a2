/**
 * A model of the server's renders for list tests: per brand, renders newest first (id desc, as
 * `GET visual-build` lists them), filtered and paged as the API does, with the live events the
 * real server sends for each change (VisualBuildCreated / VisualBuildUpdated through the fake
 * live port's decoder). Answers take `latency` ms to be computed and as long again to arrive, so
 * live events can overtake a page that was already answered.
 */
import type { VisualBuild } from '../../worker/contract/creatives';
import type { BuildsListQuery } from '../../worker/domains/builds/contract';
import type { Page } from '../../worker/contract/page';
import { aRender } from './creative-builders';
import type { FakePorts } from './fake-ports';

export type RenderStatus = 'queued' | 'rendering' | 'finished' | 'failed';

export interface RendersServerOptions {
  /** Milliseconds to compute an answer, and as many again for it to arrive. */
  readonly latency?: number;
  /** Milliseconds a live event takes to arrive (in order): more than `latency` lets an answer overtake it. */
  readonly eventLag?: number;
}

export class RendersServer {
  private readonly brands = new Map<string, VisualBuild[]>();
  private nextId = 1;
  private up = true;
  /** Which connection is up: each drop ends one (a reconnect is a new connection). */
  private connection = 0;

  /** Whether changes are announced live (false: the connection is down, events are lost). */
  get announcing(): boolean {
    return this.up;
  }

  /**
   * The connection drops (false) or is back (true). A drop loses the events on their way over the
   * connection too, as a socket does: none of them arrives over the next one, where the changes
   * made while it was down (never sent) would come after them. Only the resync brings those.
   */
  set announcing(on: boolean) {
    if (this.up && !on) this.connection += 1;
    this.up = on;
  }

  private readonly eventLag: number;

  constructor(
    private readonly fakes: FakePorts,
    options: RendersServerOptions = {},
  ) {
    const latency = options.latency ?? 0;
    this.eventLag = options.eventLag ?? 0;
    const later = <T>(value: T): T | Promise<T> => (latency === 0 ? value : new Promise<T>((resolve) => setTimeout(() => resolve(value), latency)));
    const delay = latency === 0 ? {} : { delayMs: latency };
    fakes.backend.autoAnswer('buildsList', (call) => later(this.page(call.ctx.brand ?? '', call.args[0] as BuildsListQuery)), delay);
    fakes.backend.autoAnswer(
      'buildsByIds',
      (call) => {
        const ids = call.args[0] as readonly string[];
        const items = this.renders(call.ctx.brand ?? '').filter((b) => ids.includes(b.id));
        return later({ items, page: 1, perPage: 100, total: items.length, lastPage: 1 });
      },
      delay,
    );
  }

  /** The brand's renders, newest first. */
  renders(brand: string): VisualBuild[] {
    let list = this.brands.get(brand);
    if (list === undefined) {
      list = [];
      this.brands.set(brand, list);
    }
    return list;
  }

  /** What the list shows for a filter: the model's answer. */
  listed(brand: string, status?: string): VisualBuild[] {
    return this.renders(brand).filter((b) => status === undefined || b.status === status);
  }

  /** `count` renders already there (no events), oldest first so the newest has the highest id. */
  seed(brand: string, count: number, statusOf: (i: number) => RenderStatus = () => 'rendering'): void {
    for (let i = 0; i < count; i++) this.renders(brand).unshift(this.make(statusOf(i), 50));
  }

  create(brand: string): VisualBuild {
    const build = this.make('queued', 0);
    this.renders(brand).unshift(build);
    this.announce(brand, 'VisualBuildCreated', { visualBuild: { id: Number(build.id), status: 'queued', progress: 0 } });
    return build;
  }

  update(brand: string, id: string, status: RenderStatus, progress: number): void {
    const list = this.renders(brand);
    const at = list.findIndex((b) => b.id === id);
    if (at < 0) return;
    list[at] = { ...list[at]!, status, progress };
    this.announce(brand, 'VisualBuildUpdated', { visualBuild: { id: Number(id), status, progress } });
  }

  /** Deleted on the server; a delete command's answer becomes `records/removed` (no live event exists). */
  remove(brand: string, id: string): boolean {
    const list = this.renders(brand);
    const at = list.findIndex((b) => b.id === id);
    if (at < 0) return false;
    list.splice(at, 1);
    return true;
  }

  private page(brand: string, query: BuildsListQuery): Page<VisualBuild> {
    const matching = this.listed(brand, query.filter.status);
    const start = (query.page - 1) * query.perPage;
    return { items: matching.slice(start, start + query.perPage), page: query.page, perPage: query.perPage, total: matching.length, lastPage: Math.max(1, Math.ceil(matching.length / query.perPage)) };
  }

  private make(status: RenderStatus, progress: number): VisualBuild {
    const id = this.nextId++;
    return aRender(id, { visualId: '3', visualName: 'Summer sale', versionId: '5', versionNumber: 2, status, progress: status === 'queued' ? 0 : status === 'rendering' ? progress : 100 });
  }

  private announce(brand: string, name: string, payload: object): void {
    if (!this.announcing) return;
    const over = this.connection;
    const send = () => {
      if (this.fakes.live.connected && this.announcing && this.connection === over) this.fakes.live.emitRaw(`private-brand.${brand}`, name, { brandId: 1, ...payload });
    };
    if (this.eventLag === 0) send();
    else setTimeout(send, this.eventLag);
  }
}
