/** Step kinds not covered by the library: clock jumps, channel authorisation failures and page loads. */
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../scripts/scenario/run';
import { createDataLayer } from '../../worker/host/create-data-layer';
import { parseScenario } from '../../worker/scenario/parse-scenario';
import { playScenario } from '../../worker/scenario/player';
import { createScenarioRig } from '../../worker/scenario/scenario-ports';

const HEADER = '"format": "adcreative-scenario", "version": 1, "name": "steps"';

describe('scenario steps', () => {
  it('a requests expectation with a query counts only the requests whose query has those values', async () => {
    const run = await runScenario(
      parseScenario(`{ ${HEADER},
        "http": [{ "method": "GET", "path": "/api/v1/visual-build", "body": { "data": [], "meta": { "current_page": 1, "last_page": 1, "per_page": 50, "total": 0 } } }],
        "steps": [
          { "at": 100, "watch": { "query": { "kind": "builds/list", "page": 1, "perPage": 50, "filter": {} } } },
          { "at": 100, "watch": { "query": { "kind": "builds/list", "page": 1, "perPage": 999, "filter": {} } } }
        ],
        "expect": [
          { "requests": "GET /api/v1/visual-build", "equals": 2 },
          { "requests": "GET /api/v1/visual-build", "query": { "limit": "50" }, "equals": 1 },
          { "requests": "GET /api/v1/visual-build", "query": { "limit": "50", "page": "1" }, "equals": 1 },
          { "requests": "GET /api/v1/visual-build", "query": { "limit": "500" }, "equals": 0 }
        ] }`),
    );
    expect(run.expectations.map((e) => [e.description, e.actual])).toEqual([
      ['requests GET /api/v1/visual-build equals 2 at the end', 2],
      ['requests GET /api/v1/visual-build with limit=50 equals 1 at the end', 1],
      ['requests GET /api/v1/visual-build with limit=50&page=1 equals 1 at the end', 1],
      ['requests GET /api/v1/visual-build with limit=500 equals 0 at the end', 0],
    ]);
  });

  it('a clock jump moves the wall clock, not the time line: later steps and checks keep their times', async () => {
    const run = await runScenario(
      parseScenario(`{ ${HEADER},
        "steps": [
          { "at": 1000, "clockJumpMs": 3600000 },
          { "at": 2000, "live": { "channel": "public", "event": "ShowMaintenance", "data": { "severity": "medium", "message": "m" } } }
        ],
        "expect": [
          { "at": 1500, "state": "system.maintenance", "equals": null },
          { "at": 2500, "state": "system.maintenance.severity", "equals": "medium" }
        ] }`),
      { keepLog: true },
    );
    expect(run.expectations.map((e) => e.pass)).toEqual([true, true]);
    const maintenance = (run.log ?? '').split('\n').find((line) => line.includes('system/maintenance-shown')) ?? '';
    // 2 s of time line + the jumped hour, on the wall clock the envelope carries.
    expect((JSON.parse(maintenance) as { at: number }).at).toBe(Date.UTC(2025, 4, 1, 9) + 2_000 + 3_600_000);
  });

  it('a failed channel authorisation (419) refreshes the CSRF token, retries the channel and resyncs', async () => {
    const run = await runScenario(
      parseScenario(`{ ${HEADER},
        "steps": [
          { "at": 1000, "channelAuthFailed": { "channel": "private-brand.acme", "status": 419 } },
          { "at": 1001, "live": { "channel": "private-brand.acme", "event": "BalanceManager.Spend", "data": { "amount": 5 } } },
          { "at": 3000, "live": { "channel": "private-brand.acme", "event": "BalanceManager.Spend", "data": { "amount": 5 } } }
        ],
        "expect": [
          { "events": "session/csrf-refreshed", "equals": 1 },
          { "events": "connection/resubscribed", "equals": 1 },
          { "requests": "GET /sanctum/csrf-cookie", "equals": 2 },
          { "metric": "live.undelivered", "equals": 1, "label": "heard nothing until re-authorised" },
          { "events": "live/balance-spend", "equals": 1 }
        ] }`),
    );
    expect(run.expectations.filter((e) => !e.pass)).toEqual([]);
  });

  it('a page load restarts the data layer from the stored log: seqs run on, the state starts over, the new page starts on its route brand', async () => {
    const run = await runScenario(
      parseScenario(`{ ${HEADER},
        "steps": [
          { "at": 1000, "live": { "channel": "public", "event": "ShowMaintenance", "data": { "severity": "medium", "message": "m" } } },
          { "at": 2000, "reload": { "reason": "maintenance-refresh", "routeBrand": "beta" } }
        ],
        "expect": [
          { "at": 1500, "state": "system.maintenance.severity", "equals": "medium" },
          { "at": 2500, "state": "system.maintenance", "equals": null },
          { "at": 2500, "state": "brand.identifier", "equals": "beta" },
          { "events": "log/page-loaded", "equals": 1 },
          { "events": "session/load-started", "equals": 2 }
        ] }`),
      { keepLog: true },
    );
    expect(run.expectations.filter((e) => !e.pass)).toEqual([]);
    const lines = (run.log ?? '').trim().split('\n').slice(1).map((line) => JSON.parse(line) as { seq: number; event: { type: string; reason?: string } });
    expect(lines.map((l) => l.seq)).toEqual(lines.map((_, i) => i + 1));
    expect(lines.find((l) => l.event.type === 'log/page-loaded')?.event.reason).toBe('maintenance-refresh');
  });

  it('a host that cannot load the page again lists the reload step as failed', async () => {
    const scenario = parseScenario(`{ ${HEADER}, "steps": [{ "at": 0, "reload": {} }], "durationMs": 10 }`);
    const rig = createScenarioRig(scenario);
    const dl = createDataLayer(rig.ports);
    const summary = await playScenario(scenario, rig, dl).done;
    await dl.dispose();
    expect(summary.commands.failed).toContainEqual({ at: 0, type: 'reload', error: 'this player cannot load the page again' });
  });
});
