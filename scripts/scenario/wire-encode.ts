/**
 * Domain values back to their wire shapes (docs/api-wire.md, live-events.md), for turning a log
 * into a scenario. Each encoder is the inverse of a real decoder: decoding what it writes gives
 * the logged value again (from-log.test.ts checks it for every live event).
 */
import type { AppNotification, BrandSummary, BrandUser, Incident, User } from '../../worker/contract/entities';
import type { LiveEvent } from '../../worker/contract/events';

type Wire = Record<string, unknown>;

function metaOf(event: LiveEvent): Wire {
  const out: Wire = {};
  if ('brandId' in event && event.brandId !== undefined) out.brandId = event.brandId;
  if ('brandUserId' in event && event.brandUserId !== undefined) out.brandUserId = event.brandUserId;
  if ('userId' in event && event.userId !== undefined) out.userId = event.userId;
  return out;
}

const unlessNull = (key: string, value: unknown): Wire => (value === null || value === undefined ? {} : { [key]: value });

/** The payload a server would have sent for this decoded live event (not for notifications). */
export function livePayload(event: Exclude<LiveEvent, { type: 'live/notification-created' }>): Wire {
  const meta = metaOf(event);
  switch (event.type) {
    case 'live/incident-updated':
    case 'live/incident-transitioned':
      return { ...meta, action: event.action, ...(event.incidentId === null ? {} : { incident: { id: event.incidentId } }) };
    case 'live/show-maintenance':
      return { ...meta, severity: event.severity, message: event.message };
    case 'live/new-version-available':
      return { ...meta, ...unlessNull('buildNumber', event.buildNumber), ...unlessNull('revision', event.revision) };
    case 'live/brand-broadcast-tested':
      return { ...meta, ...unlessNull('message', event.message) };
    case 'live/balance-spend':
      return { ...meta, ...unlessNull('amount', event.amount), ...unlessNull('balance', event.balance), ...unlessNull('version', event.version) };
    case 'live/visual-build-created':
    case 'live/visual-build-updated':
      return { ...meta, visualBuild: { id: event.buildId, ...unlessNull('status', event.status), ...unlessNull('progress', event.progress), ...unlessNull('stage', event.stage ?? null) } };
    case 'live/ad-set-updated':
      return { ...meta, adSet: { id: event.adSetId } };
    case 'live/team-updated':
      return { ...meta, team: { id: event.teamId } };
    case 'live/brand-invite-updated':
      return meta;
    case 'live/visual-version-updated':
      return { ...meta, visualVersion: { id: event.versionId, visualId: event.visualId }, ...unlessNull('action', event.action) };
    case 'live/visual-updated':
      return { ...meta, visual: { id: event.visualId } };
    case 'live/asset-library-updated':
      return { ...meta, action: event.action, item: { type: event.itemType, id: event.itemId, directoryId: event.directoryId } };
    case 'live/brand-user-updated':
    case 'live/brand-updated':
    case 'live/user-updated':
    case 'live/brand-store-usage-calculated':
      return meta;
  }
}

export function notificationWire(n: AppNotification): Wire {
  return { id: n.id, type: n.type, data: n.data, read_at: n.readAt, created_at: n.createdAt };
}

function brandWire(b: BrandSummary): Wire {
  return { id: b.id, identifier: b.identifier, label: b.label, collaborative_mode: b.collaborativeMode, store_identifier: b.storeIdentifier };
}

export function meWire(user: User, brands: readonly BrandSummary[]): Wire {
  return {
    data: {
      id: user.id,
      email: user.email,
      name: user.name,
      locale: user.locale,
      last_brand: user.lastBrand,
      is_mfa_enabled: user.isMfaEnabled,
      is_password_valid: user.isPasswordValid,
      is_godlike: user.isGodlike,
      brands: brands.map(brandWire),
    },
  };
}

export function brandUserWire(bu: BrandUser): Wire {
  const s = bu.brand.storage;
  // The wire is in KiB; the client multiplies by 1024.
  const mnt = s === null ? null : { used: s.used / 1024, total: s.total / 1024, percentage: s.percentage, percentageInt: s.percentageInt };
  return {
    data: {
      id: bu.id,
      user_id: bu.userId,
      brand_id: bu.brandId,
      primary_role: bu.primaryRole,
      team: bu.team,
      team_id: bu.team?.id ?? null,
      uploads_root_directory_id: bu.uploadsRootDirectoryId,
      brand: {
        id: bu.brand.id,
        identifier: bu.brand.identifier,
        label: bu.brand.label,
        language_code: bu.brand.languageCode,
        collaborative_mode: bu.brand.collaborativeMode,
        modules: bu.brand.modules,
        mnt_meta: mnt,
      },
    },
  };
}

export function incidentWire(i: Incident): Wire {
  // `success` is how the client shows any other severity; null reads back as success too.
  return { id: i.id, severity: i.severity === 'success' ? null : i.severity, body: i.body, expires_at: i.expiresAt, is_dismissed: i.isDismissed };
}
