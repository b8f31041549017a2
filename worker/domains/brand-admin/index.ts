/**
 * Brand administration: the person's audio uploads, the brand's billing details, the
 * brand user's notification settings and the brand profile. Reads are watched records (one per
 * brand or brand user); a write answers the new record, which replaces the watched one
 * (records/changed), or marks it stale when the answer does not carry it (an upload).
 */
import type { BillingDetails, BrandAdminResource, NotificationSettings, ProfileUploads } from './contract';
import type { CommandResult } from '../../contract/commands';
import type { QueryItem } from '../../contract/page';
import { OK, type CommandContext } from '../../engine/commands/command-context';
import { defineWrite } from '../../engine/commands/write-command';
import { type QueryDef, TYPED_ENTITY_FIELDS } from '../../engine/live-queries/query-def';
import { resourceKey } from '../../engine/live-queries/query-keys';
import { callSpec, execute, run } from '../../engine/requests/execute';
import { brandCalls } from '../brand/calls';
import { brandUserEvents } from '../brand/loads';
import { meRequest } from '../session/loads';
import { commandFailure } from '../../engine/commands/command-failure';
import type { CommandHandlers } from '../domain';
import { defineDomain } from '../domain';
import { brandAdminCalls } from './calls';

const queries = {
  'brand-admin/profile-uploads': {
    kind: 'brand-admin/profile-uploads',
    shape: 'record',
    resource: () => 'profile-uploads',
    load: (rt, _q, { brand, signal }) => execute(rt, callSpec(rt, brandAdminCalls.profileUploads, undefined, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    ...TYPED_ENTITY_FIELDS,
  } satisfies QueryDef<'brand-admin/profile-uploads', ProfileUploads>,
  'brand-admin/billing-details': {
    kind: 'brand-admin/billing-details',
    shape: 'record',
    resource: () => 'billing-details',
    load: (rt, _q, { brand, signal }) => execute(rt, callSpec(rt, brandAdminCalls.billingDetails, undefined, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    ...TYPED_ENTITY_FIELDS,
  } satisfies QueryDef<'brand-admin/billing-details', BillingDetails>,
  'brand-admin/notification-settings': {
    kind: 'brand-admin/notification-settings',
    shape: 'record',
    resource: () => 'notification-settings',
    load: (rt, _q, { brand, signal }) => execute(rt, callSpec(rt, brandAdminCalls.notificationSettings, undefined, { scope: 'brand', brand, signal, toast: 'except-not-found' })),
    ...TYPED_ENTITY_FIELDS,
  } satisfies QueryDef<'brand-admin/notification-settings', NotificationSettings>,
};

function changed(ctx: CommandContext, resource: BrandAdminResource, record: QueryItem): CommandResult {
  ctx.emit({ event: { type: 'records/changed', resource, id: record.id, record }, source: 'command', brand: ctx.state().brand.identifier });
  return OK;
}

const commands = {
  'brand-admin/upload-audio': defineWrite({
    // No toast: the picker shows each item's outcome next to it.
    write: (ctx, c) => run(ctx, callSpec(ctx, brandAdminCalls.uploadAudio, { file: c.file, name: c.name, duration: c.duration, path: c.path }, { scope: 'brand', toast: 'never' })),
    invalidates: () => [resourceKey('profile-uploads')],
  }),
  'brand-admin/save-billing-details': async (ctx, c) => {
    const done = await run(ctx, callSpec(ctx, brandAdminCalls.saveBillingDetails, c.details, { scope: 'brand', toast: 'never' }));
    return done.ok ? changed(ctx, 'billing-details', done.value) : commandFailure(done);
  },
  'brand-admin/save-notification-settings': async (ctx, c) => {
    const done = await run(ctx, callSpec(ctx, brandAdminCalls.saveNotificationSettings, c.settings, { scope: 'brand' }));
    return done.ok ? changed(ctx, 'notification-settings', done.value) : commandFailure(done);
  },
  'brand-admin/save-brand-profile': async (ctx, c) => {
    const done = await run(ctx, callSpec(ctx, brandAdminCalls.saveBrandProfile, { label: c.label, languageCode: c.languageCode, collaborativeMode: c.collaborativeMode }, { scope: 'brand', toast: 'never' }));
    if (!done.ok) return commandFailure(done);
    // This tab shows the new label at once (brand user and the brand list the brand menu shows);
    // other tabs hear BrandUpdated and refetch the same two.
    await Promise.all([
      run(ctx, callSpec(ctx, brandCalls.brandUser, undefined, { scope: 'brand', toast: 'never', onSuccess: brandUserEvents })),
      run(ctx, { ...meRequest(ctx), toast: 'never' }),
    ]);
    return OK;
  },
} satisfies CommandHandlers;

export const brandAdminDomain = defineDomain({ calls: brandAdminCalls, queries, commands });
