/**
 * Seeds 60+ notifications of every kind (spec section 3) over the last 30 days, read and unread,
 * for the main users, plus a few older than 30 days (hidden by the last30Days filter), one with
 * incomplete data (rendered without a link) and one of an unknown type (rendered as nothing).
 */
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import * as k from '../notifications/kinds.ts';
import { insertNotification, seedNotificationId } from '../notifications/store.ts';
import { SEED_PEOPLE } from './people.ts';

type Made = { type: string; brandId: number | null; data: Record<string, unknown> };
type Maker = (brandId: number) => Made | null;

interface Refs {
  brand(id: number): k.BrandRef;
  visual(brandId: number, n?: number): k.VisualRef | null;
  adSet(brandId: number, n?: number): { id: number; name: string } | null;
  group(brandId: number): { id: number; name: string; label: string } | null;
  build(brandId: number, status: string): { id: number; visualId: number; visualName: string; versionId: number } | null;
  comment(versionId: number): { id: number; comment: string } | null;
  balance(brandId: number): number;
  storage(brandId: number): number;
}

function refs(db: Db): Refs {
  return {
    brand: (id) => db.prepare('SELECT identifier, label FROM brands WHERE id = ?').get(id) as k.BrandRef,
    visual(brandId, n = 0) {
      const r = db.prepare('SELECT v.id AS visualId, v.name AS visualName, vv.id AS versionId FROM visual_versions vv JOIN visuals v ON v.id = vv.visual_id WHERE vv.brand_id = ? ORDER BY vv.id LIMIT 1 OFFSET ?').get(brandId, n);
      return (r as k.VisualRef | undefined) ?? null;
    },
    adSet: (brandId, n = 0) => (db.prepare('SELECT id, name FROM ad_sets WHERE brand_id = ? ORDER BY id LIMIT 1 OFFSET ?').get(brandId, n) as { id: number; name: string } | undefined) ?? null,
    group: (brandId) => (db.prepare('SELECT id, name, label FROM asset_groups WHERE brand_id = ? ORDER BY id LIMIT 1').get(brandId) as { id: number; name: string; label: string } | undefined) ?? null,
    build: (brandId, status) =>
      (db.prepare('SELECT b.id, v.id AS visualId, v.name AS visualName, vv.id AS versionId FROM visual_builds b JOIN visual_versions vv ON vv.id = b.visual_version_id JOIN visuals v ON v.id = vv.visual_id WHERE b.brand_id = ? AND b.status = ? ORDER BY b.id LIMIT 1').get(brandId, status) as
        | { id: number; visualId: number; visualName: string; versionId: number }
        | undefined) ?? null,
    comment: (versionId) => (db.prepare('SELECT id, comment FROM visual_version_comments WHERE visual_version_id = ? ORDER BY id LIMIT 1').get(versionId) as { id: number; comment: string } | undefined) ?? null,
    balance: (id) => db.prepare('SELECT balance FROM brands WHERE id = ?').pluck().get(id) as number,
    storage: (id) => {
      const r = db.prepare('SELECT storage_used_kib AS u, storage_total_kib AS t FROM brands WHERE id = ?').get(id) as { u: number; t: number };
      return Math.floor((r.u / r.t) * 100);
    },
  };
}

const person = (id: number): k.Person => {
  const p = SEED_PEOPLE.find((x) => x.id === id)!;
  return { id: p.id, name: p.name };
};

function makers(r: Refs): Maker[] {
  const N = k.NOTIFICATION_TYPES;
  const visualKind = (type: string, n: number, comment: string | null): Maker => (b) => {
    const v = r.visual(b, n);
    return v && { type, brandId: b, data: k.visualVersionEvent(r.brand(b), v, comment) };
  };
  const list: Maker[] = [
    ...k.REVIEW_STATES.map((state, i): Maker => (b) => {
      const a = r.adSet(b, i);
      return a && { type: N.AdSetReviewed, brandId: b, data: k.adSetReviewed(r.brand(b), a, state, state === 'approved' ? null : 'Headline too long in two sizes.', person(2)) };
    }),
    (b) => {
      const g = r.group(b);
      return g && { type: N.AssetGroupPublished, brandId: b, data: k.assetGroupPublished(r.brand(b), g, 'hero-image.png', person(3)) };
    },
    visualKind(N.VisualVersionApprovalRequested, 2, 'Ready for review.'),
    visualKind(N.VisualVersionApproved, 0, 'Approved for the summer campaign.'),
    visualKind(N.VisualVersionRejected, 1, 'Colours do not match the brand book.'),
    ...[0, 1].map((n): Maker => (b) => {
      const v = r.visual(b, n);
      const c = v && r.comment(v.versionId);
      return v && c && { type: N.VisualVersionCommentCreated, brandId: b, data: k.commentCreated(r.brand(b), v, c.id, c.comment, person(4)) };
    }),
    // Alerts only where the brand really is below / above a threshold.
    (b) => (r.balance(b) < 100 ? { type: N.LowCreditBalance, brandId: b, data: k.lowCredit(r.brand(b), r.balance(b)) } : null),
    (b) => (r.storage(b) >= 75 ? { type: N.StorageUsageExceeded, brandId: b, data: k.storageExceeded(r.brand(b), r.storage(b)) } : null),
    (b) => {
      const x = r.build(b, 'finished');
      return x && { type: N.VisualBuildFinished, brandId: b, data: k.buildEvent(r.brand(b), x, null) };
    },
    (b) => {
      const x = r.build(b, 'failed') ?? r.build(b, 'finished');
      return x && { type: N.VisualBuildFailed, brandId: b, data: k.buildEvent(r.brand(b), x, 'Font "Brand Sans" is missing in the package.') };
    },
    (b) => ({ type: N.ScenarioBuildFailed, brandId: b, data: k.scenarioBuildFailed(r.brand(b), 9000 + b, `adpackage-${b}.zip`) }),
    ...k.IN_APP_GROUPS.map((group): Maker => (b) => ({
      type: N.InApp,
      brandId: b,
      data: k.inApp(r.brand(b), { group, operation: group === 'GENERIC' ? 'announced' : 'updated', subjectLabel: `${group.toLowerCase().replace('_', ' ')} item`, causer: person(2), url: group === 'GENERIC' ? null : `/${r.brand(b).identifier}/dashboard` }),
    })),
  ];
  return list;
}

/** Which brands each user's notifications come from (their memberships). */
const AUDIENCE: readonly { userId: number; brands: readonly number[]; rounds: number }[] = [
  { userId: 1, brands: [1, 2, 3, 4, 5], rounds: 2 },
  { userId: 3, brands: [1, 2], rounds: 1 },
  { userId: 5, brands: [1, 6, 7], rounds: 1 },
  { userId: 2, brands: [1, 3], rounds: 1 },
];

export function seedNotifications(db: Db, clock: Clock): number {
  const r = refs(db);
  const all = makers(r);
  const now = clock.now().getTime();
  let seq = 0;
  const put = (userId: number, m: Made, minutesAgo: number, read: boolean) => {
    seq += 1;
    const createdAt = new Date(now - minutesAgo * 60_000).toISOString();
    const readAt = read ? new Date(now - minutesAgo * 60_000 + 3_600_000).toISOString() : null;
    insertNotification(db, { id: seedNotificationId(seq), userId, brandId: m.brandId, type: m.type, data: m.data, createdAt, readAt });
  };

  for (const a of AUDIENCE) {
    const made: Made[] = [];
    for (let round = 0; round < a.rounds; round++) {
      all.forEach((maker, i) => {
        const m = maker(a.brands[(i + round) % a.brands.length]!);
        if (m) made.push(m);
      });
    }
    // Spread evenly over 30 days, newest first; the newest few and every third are unread.
    const span = 30 * 24 * 60 - 90;
    made.forEach((m, i) => put(a.userId, m, 20 + Math.floor((i * span) / made.length), i < 4 || i % 3 === 0 ? false : true));
  }

  // Invitations for the user without a brand (one per pending invite).
  for (const inv of db.prepare("SELECT brand_id, hash FROM brand_invites WHERE email = 'invited@example.com' AND accepted_at IS NULL").all() as { brand_id: number; hash: string }[]) {
    put(6, { type: k.NOTIFICATION_TYPES.BrandInvitation, brandId: inv.brand_id, data: k.invitation(r.brand(inv.brand_id), inv.hash, person(5)) }, 60 * 24, false);
  }
  // The manager sees every credit and storage alert level (globex, initech, umbrella).
  [2, 3, 4].forEach((b, i) => {
    put(1, { type: k.NOTIFICATION_TYPES.LowCreditBalance, brandId: b, data: k.lowCredit(r.brand(b), r.balance(b)) }, 45 + i * 600, i > 0);
    put(1, { type: k.NOTIFICATION_TYPES.StorageUsageExceeded, brandId: b, data: k.storageExceeded(r.brand(b), r.storage(b)) }, 50 + i * 700, i > 0);
  });
  put(1, { type: k.NOTIFICATION_TYPES.BrandInvitation, brandId: 6, data: k.invitation(r.brand(6), 'wayne-invite-manager', person(5)) }, 30, false);
  // The insecure user gets a few so their bell is not empty.
  put(7, { type: k.NOTIFICATION_TYPES.LowCreditBalance, brandId: 7, data: k.lowCredit(r.brand(7), 60) }, 300, false);
  put(7, { type: k.NOTIFICATION_TYPES.InApp, brandId: 7, data: k.inApp(r.brand(7), { group: 'WALLET', operation: 'topped-up', subjectLabel: 'Wallet', causer: person(5), url: '/hooli/brand-settings/wallet' }) }, 2_000, true);

  // Edge cases: data missing the ids a link needs, an unknown kind, and three older than 30 days.
  put(1, { type: k.NOTIFICATION_TYPES.AdSetReviewed, brandId: 1, data: { brandIdentifier: 'acme', brandLabel: 'Acme Corporation', adSetLabel: 'Deleted campaign', reviewState: 'approved', comments: [], creator: person(2) } }, 600, true);
  put(1, { type: 'App\\Notifications\\LegacyDigestNotification', brandId: 1, data: { brandIdentifier: 'acme', brandLabel: 'Acme Corporation', digest: 'weekly' } }, 700, true);
  for (let i = 0; i < 3; i++) {
    const m = all[i % all.length]!(1);
    if (m) put(1, m, (31 + i * 2) * 24 * 60, i !== 0);
  }
  // A scheduled fetch that failed, told to the developer who made the feed (the seed's own feeds are
  // on no schedule): put last, so the ids and read states of everything above stay as they were;
  // read, so the unread badge does too.
  const fetchFeed = db.prepare("SELECT id, name FROM feeds WHERE brand_id = 1 AND type = 'fetch' ORDER BY id LIMIT 1").get() as { id: number; name: string } | undefined;
  if (fetchFeed) put(2, { type: k.NOTIFICATION_TYPES.FeedFetchFailed, brandId: 1, data: k.feedFetchFailed(r.brand(1), fetchFeed, 'shop.example.com answered 503 Service Unavailable.') }, 800, true);
  return seq;
}
