/**
 * Malformed live events for the fuzz (malformed-event-fuzz.chaos.spec.ts): each one is a case of
 * docs/live-events.md "Malformed payloads" that the client must drop and count exactly once.
 * Nothing here may be valid by accident (a valid ShowMaintenance would open a dialog, a valid
 * build event would patch a row): every generator breaks a rule the table names, and only rules
 * that drop the event (an optional field of the wrong type keeps it, so it is not used).
 * Deterministic for a seed, so a failing run can be repeated (CHAOS_SEED).
 */
import { seededRandom } from '../../worker/log/seeded-random';

export interface WireEvent {
  readonly channel: string;
  readonly name: string;
  /** An object is sent as JSON; a string as it is (pusher-js hands a non-JSON body over as a string). */
  readonly data: Readonly<Record<string, unknown>> | string;
  /** Which rule it breaks (for the report of a failing run). */
  readonly kind: string;
}

const NS = 'App\\Events\\';
/** Longer than the client's MAX_EVENT_TEXT (2,000): oversized. */
const OVER_TEXT = 2_001;
/** Strings a hostile sender likes: control characters, a lone surrogate, RTL, emoji, markup, NUL. */
const ODD = ['\u0000', '\ud800', '\u202e', '👩‍👩‍👧‍👦', '<img src=x onerror=alert(1)>', '"}]}', '\\u0000', '\r\n', '%s%n', '𝕏'];

type Pick = <T>(items: readonly T[]) => T;

function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? { id: value } : [value];
  return value;
}

/** Generators by kind; `i` makes names and values differ from event to event. */
function generators(brandChannel: string, pick: Pick, random: () => number) {
  const odd = (length: number) => Array.from({ length }, () => pick(ODD)).join('').slice(0, length);
  const notAnId = () => pick<unknown>(['12', null, true, [], {}, 1.5, -0, Number.MAX_SAFE_INTEGER + 0.5, odd(8)].filter((v) => typeof v !== 'number' || !Number.isInteger(v)));
  return {
    // In none of the spellings the client accepts (indexByName: the Pusher name, the echo name
    // `BalanceManager.Spend`, `.X`, `App.Events.X`); soketi refuses names over 200 characters.
    'unknown name': (i: number): WireEvent => ({
      channel: pick(['public', brandChannel]),
      name: pick([`${NS}Nope${i}`, `${NS}${odd(20)}${i}`, `BalanceManager.Spent`, `App.Events.Nope${i}`, `${NS}showmaintenance`, `${NS}VisualBuildUpdated ${i}`, `x`.repeat(150 + (i % 40)), `.${NS}ShowMaintenance`]),
      data: { brandId: 1, i },
      kind: 'unknown name',
    }),
    // A brand event on public, or a public event on the brand channel.
    'wrong channel': (i: number): WireEvent =>
      random() < 0.5
        ? { channel: 'public', name: `${NS}${pick(['BalanceManager\\Spend', 'VisualBuildUpdated', 'BrandStoreUsageCalculated', 'BrandUpdated'])}`, data: { brandId: 1, amount: 1, visualBuild: { id: i, status: 'rendering', progress: 1 } }, kind: 'wrong channel' }
        : { channel: brandChannel, name: `${NS}${pick(['ShowMaintenance', 'IncidentUpdated', 'NewVersionAvailable'])}`, data: { severity: 'high', message: `chaos ${i}`, action: 'created', incident: { id: i } }, kind: 'wrong channel' },
    // The body is not a JSON object: broken JSON, a scalar, an array, null.
    'not an object': (i: number): WireEvent => ({
      channel: 'public',
      name: `${NS}ShowMaintenance`,
      data: pick(['{"severity":', `{severity: 'high'}`, '[{"severity":"high"}]', '"high"', String(i), 'null', 'true', `${odd(40)}`, '{"a":1}}', '\u0000{}']),
      kind: 'not an object',
    }),
    // A required field left out.
    'missing field': (i: number): WireEvent =>
      pick<WireEvent>([
        { channel: 'public', name: `${NS}ShowMaintenance`, data: { message: `no severity ${i}` }, kind: 'missing field' },
        { channel: 'public', name: `${NS}IncidentUpdated`, data: { incident: { id: i } }, kind: 'missing field' },
        { channel: 'public', name: `${NS}IncidentTransitioned`, data: {}, kind: 'missing field' },
        { channel: brandChannel, name: `${NS}VisualBuildUpdated`, data: { brandId: 1 }, kind: 'missing field' },
        { channel: brandChannel, name: `${NS}VisualBuildCreated`, data: { brandId: 1, visualBuild: { status: 'queued', progress: 0 } }, kind: 'missing field' },
        { channel: brandChannel, name: `${NS}AdSetUpdated`, data: { brandId: 1, adSet: {} }, kind: 'missing field' },
      ]),
    // A required field of the wrong type, sometimes buried in nested garbage.
    'wrong type': (i: number): WireEvent =>
      pick<WireEvent>([
        { channel: 'public', name: `${NS}ShowMaintenance`, data: { severity: pick<unknown>([i, [], {}, true, null, nested(20, 'high')]) }, kind: 'wrong type' },
        { channel: 'public', name: `${NS}IncidentUpdated`, data: { action: pick<unknown>([i, ['created'], { created: true }, null]) }, kind: 'wrong type' },
        { channel: brandChannel, name: `${NS}VisualBuildUpdated`, data: { brandId: 1, visualBuild: pick<unknown>(['x', [i], nested(30, i), { id: notAnId(), status: 'rendering', progress: 50 }]) }, kind: 'wrong type' },
        { channel: brandChannel, name: `${NS}VisualBuildCreated`, data: { brandId: 1, visualBuild: { id: nested(1 + (i % 50), i) } }, kind: 'wrong type' },
        { channel: brandChannel, name: `${NS}AdSetUpdated`, data: { brandId: 1, adSet: { id: notAnId() } }, kind: 'wrong type' },
      ]),
    // A text over the client's limit (soketi's own 100 KB limit is far above it), odd characters included.
    oversized: (i: number): WireEvent => ({
      channel: 'public',
      name: `${NS}ShowMaintenance`,
      data: { severity: pick(['high', 'medium', 'low']), message: `${i} ${odd(64)}`.padEnd(OVER_TEXT + Math.floor(random() * 8_000), pick(['x', 'é', '\u202e', '0'])) },
      kind: 'oversized',
    }),
  };
}

/** `count` malformed events for a brand's channel and public, the kinds mixed at random. */
export function malformedEvents(count: number, brand: string, seed: number): WireEvent[] {
  const random = seededRandom(seed);
  const pick: Pick = (items) => items[Math.floor(random() * items.length)]!;
  const byKind = generators(`private-brand.${brand}`, pick, random);
  const kinds = Object.values(byKind);
  return Array.from({ length: count }, (_, i) => kinds[i % kinds.length]!(i));
}
