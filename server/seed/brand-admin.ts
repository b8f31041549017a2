/**
 * Brand administration demo data: Acme has billing details, Globex has none yet (the empty
 * form), and the editor has muted e-mails for feeds so the settings page shows a mix.
 */
import type { Clock } from '../clock.ts';
import { daysAgo } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { defaultNotificationSettings } from '../routes/brand-admin-rules.ts';

export function seedBrandAdmin(db: Db, clock: Clock): void {
  db.prepare(
    `INSERT INTO brand_billing_details (brand_id, company_name, billing_email, vat_id, street, city, postal_code, country, updated_at)
     VALUES (1, 'Acme Corporation s.r.o.', 'billing@acme.example', 'CZ12345678', 'Vinohradská 12', 'Praha', '120 00', 'CZ', ?)`,
  ).run(daysAgo(clock, 30));
  const editor = db.prepare('SELECT id FROM brand_users WHERE user_id = 3 AND brand_id = 1').pluck().get() as number | undefined;
  if (editor === undefined) return;
  const settings = defaultNotificationSettings();
  const muted = { ...settings, groups: { ...settings.groups, FEED: { in_app: true, email: false } } };
  db.prepare('INSERT INTO notification_settings (brand_user_id, settings, updated_at) VALUES (?, ?, ?)').run(editor, JSON.stringify(muted), daysAgo(clock, 10));
}
