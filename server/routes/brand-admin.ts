/**
 * Brand administration: the brand profile (label, language), billing details, each
 * brand user's notification settings and the person's own upload directory with its audio files.
 * Brand writes and billing are for managers (and godlike users); a brand's rows never leave it.
 */
import type { FastifyInstance } from 'fastify';
import { brandContext, type BrandContext } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { announceBrandUpdated } from '../live/announce.ts';
import { presentBrand } from '../presenters/brand-user.ts';
import type { Db } from '../db/database.ts';
import type { BrandRow } from '../db/rows.ts';
import type { Services } from '../services.ts';
import { BillingBody, BrandProfileBody, defaultNotificationSettings, NotificationSettingsBody, type NotificationSettings } from './brand-admin-rules.ts';

function requireManager(ctx: BrandContext): void {
  if (ctx.brandUser.primary_role !== 'manager' && !ctx.user.is_godlike) throw forbidden();
}

/**
 * A directory's path from the brand root: the root is `/`, its children `/name`, and so on.
 * Upload `path`s are these strings (the files table keeps the path, not the directory id).
 */
export function directoryPath(db: Db, brandId: number, id: number | null): string {
  const names: string[] = [];
  let current = id;
  // A cycle cannot happen through the API; the bound keeps a broken row from hanging a request.
  for (let depth = 0; current !== null && depth < 64; depth++) {
    const row = db.prepare('SELECT parent_id, name FROM directories WHERE id = ? AND brand_id = ?').get(current, brandId) as { parent_id: number | null; name: string } | undefined;
    if (!row) break;
    if (row.parent_id !== null) names.unshift(row.name);
    current = row.parent_id;
  }
  return `/${names.join('/')}`;
}

interface BillingRow {
  company_name: string;
  billing_email: string;
  vat_id: string | null;
  street: string;
  city: string;
  postal_code: string;
  country: string;
  updated_at: string;
}

const presentBilling = (r: BillingRow | undefined) => (r ? { ...r } : null);

function settingsOf(db: Db, brandUserId: number): NotificationSettings {
  const raw = db.prepare('SELECT settings FROM notification_settings WHERE brand_user_id = ?').pluck().get(brandUserId) as string | undefined;
  // Stored settings win; groups added after they were saved start from the defaults.
  const defaults = defaultNotificationSettings();
  if (raw === undefined) return defaults;
  const saved = JSON.parse(raw) as NotificationSettings;
  return { ...defaults, ...saved, groups: { ...defaults.groups, ...saved.groups } };
}

export function registerBrandAdminRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s;

  app.put('/server/api/v1/brand/profile', async (request) => {
    const ctx = brandContext(db, request);
    requireManager(ctx);
    const body = validate(BrandProfileBody, request.body);
    const collaborative = body.collaborative_mode === undefined ? ctx.brand.collaborative_mode : body.collaborative_mode ? 1 : 0;
    db.prepare('UPDATE brands SET label = ?, language_code = ?, collaborative_mode = ?, updated_at = ? WHERE id = ?').run(body.label, body.language_code, collaborative, s.clock.now().toISOString(), ctx.brand.id);
    const brand = db.prepare('SELECT * FROM brands WHERE id = ?').get(ctx.brand.id) as BrandRow;
    // Every open tab of the brand refetches its brand user (header, brand menu).
    announceBrandUpdated(s.publisher, brand);
    return { data: presentBrand(brand) };
  });

  app.get('/server/api/v1/brand/billing-details', async (request) => {
    const ctx = brandContext(db, request);
    requireManager(ctx);
    return { data: presentBilling(db.prepare('SELECT * FROM brand_billing_details WHERE brand_id = ?').get(ctx.brand.id) as BillingRow | undefined) };
  });

  app.put('/server/api/v1/brand/billing-details', async (request) => {
    const ctx = brandContext(db, request);
    requireManager(ctx);
    const body = validate(BillingBody, request.body);
    const row = { ...body, vat_id: body.vat_id || null, brand_id: ctx.brand.id, updated_at: s.clock.now().toISOString() };
    db.prepare(
      `INSERT INTO brand_billing_details (brand_id, company_name, billing_email, vat_id, street, city, postal_code, country, updated_at)
       VALUES (@brand_id, @company_name, @billing_email, @vat_id, @street, @city, @postal_code, @country, @updated_at)
       ON CONFLICT (brand_id) DO UPDATE SET company_name = @company_name, billing_email = @billing_email, vat_id = @vat_id,
         street = @street, city = @city, postal_code = @postal_code, country = @country, updated_at = @updated_at`,
    ).run(row);
    return { data: presentBilling(db.prepare('SELECT * FROM brand_billing_details WHERE brand_id = ?').get(ctx.brand.id) as BillingRow) };
  });

  // Settings are the person's own, so visitors may keep them too (they change nothing of the brand).
  app.get('/server/api/v1/notification-settings', async (request) => {
    const ctx = brandContext(db, request);
    return { data: settingsOf(db, ctx.brandUser.id) };
  });

  app.put('/server/api/v1/notification-settings', async (request) => {
    const ctx = brandContext(db, request);
    const body = validate(NotificationSettingsBody, request.body);
    db.prepare(
      `INSERT INTO notification_settings (brand_user_id, settings, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (brand_user_id) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at`,
    ).run(ctx.brandUser.id, JSON.stringify(body), s.clock.now().toISOString());
    return { data: settingsOf(db, ctx.brandUser.id) };
  });

  /** The person's upload directory (uploads_root_directory_id as a path) and the audio in it. */
  app.get('/server/api/v1/profile/uploads', async (request) => {
    const ctx = brandContext(db, request);
    const path = directoryPath(db, ctx.brand.id, ctx.brandUser.uploads_root_directory_id);
    const files = db
      .prepare("SELECT id, name, size, mime, duration, created_at FROM files WHERE brand_id = ? AND path = ? AND mime LIKE 'audio/%' ORDER BY created_at DESC, id DESC LIMIT 200")
      .all(ctx.brand.id, path);
    return { data: { directory: { id: ctx.brandUser.uploads_root_directory_id, path }, can_upload: ctx.brandUser.primary_role !== 'visitor', files } };
  });
}
