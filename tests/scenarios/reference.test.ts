/**
 * docs/scenarios.md lists the names and paths a scenario may use, generated from the contracts
 * (scripts/scenario/reference.ts): this fails when the section is not what the contracts give now.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandChannel } from '../../worker/contract/live-channels';
import { COMMANDS, EVENT_TYPES, LIVE_EVENTS } from '../../worker/domains/registry';
import { scenarioReference, withReference } from '../../scripts/scenario/reference';

describe('the generated names and paths in docs/scenarios.md', () => {
  it('are up to date with the contracts (run `npm run docs:scenarios` when this fails)', () => {
    const doc = readFileSync('docs/scenarios.md', 'utf8');
    expect(withReference(doc) === doc, 'docs/scenarios.md is out of date: run `npm run docs:scenarios`').toBe(true);
  });

  it('name every live event, command type, event type and the channels, from the registries', () => {
    const reference = scenarioReference();
    for (const spec of LIVE_EVENTS) expect(reference).toContain(`| \`${spec.name}\` |`);
    for (const type of COMMANDS.keys()) expect(reference).toContain(`\`${type}\``);
    for (const type of EVENT_TYPES) expect(reference).toContain(`\`${type}\``);
    expect(reference).toContain(`\`${brandChannel('<brand>')}\``);
    expect(reference).toContain('- `balance.value`');
    expect(reference).toContain('| GET | `/api/v1/balance-manager/balance` |');
  });
});
