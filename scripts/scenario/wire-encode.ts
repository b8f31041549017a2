/**
 * Domain values back to their wire shapes (docs/api-wire.md, live-events.md), for turning a log
 * into a scenario. Each encoder is the inverse of a real decoder: decoding what it writes gives
 * the logged value again (from-log.test.ts checks it for every live event). Live events are
 * encoded by their own rows (worker/ports/live/live-event-spec.ts), so a new one needs nothing here.
 */
import type { AppNotification, BrandInvite, BrandSummary, BrandUser, Incident, User } from '../../worker/contract/entities';
import type { LiveEvent } from '../../worker/contract/events';
import { LIVE_EVENTS } from '../../worker/domains/registry';

type Wire = Record<string, unknown>;

const ROW_BY_TYPE = new Map(LIVE_EVENTS.map((row) => [row.type, row]));

/** The payload a server would have sent for this decoded live event (not for notifications): its row's encoder. */
export function livePayload(event: Exclude<LiveEvent, { type: 'live/notification-created' }>): Wire {
  const row = ROW_BY_TYPE.get(event.type);
  if (row === undefined) throw new Error(`No live row decodes ${event.type}`);
  return (row.encode as (e: LiveEvent) => Wire)(event);
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

/** A pending invite as GET /invite lists it (worker/domains/session/calls.ts reads it back). */
export function inviteWire(i: BrandInvite): Wire {
  return { hash: i.hash, brand: i.brandLabel === null ? null : { label: i.brandLabel }, primary_role: i.primaryRole, team: i.teamName === null ? null : { name: i.teamName }, expires_at: i.expiresAt };
}
