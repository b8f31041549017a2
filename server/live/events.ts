/**
 * The live events of docs/live-events.md: Pusher event names are the Laravel event class names,
 * so laravel-echo (namespace App.Events) hears `BalanceManager.Spend` etc.
 */

export const LIVE_EVENTS = {
  IncidentUpdated: 'App\\Events\\IncidentUpdated',
  IncidentTransitioned: 'App\\Events\\IncidentTransitioned',
  ShowMaintenance: 'App\\Events\\ShowMaintenance',
  NewVersionAvailable: 'App\\Events\\NewVersionAvailable',
  BrandBroadcastTested: 'App\\Events\\BrandBroadcastTested',
  BrandUserUpdated: 'App\\Events\\BrandUserUpdated',
  BrandUpdated: 'App\\Events\\BrandUpdated',
  UserUpdated: 'App\\Events\\UserUpdated',
  BrandStoreUsageCalculated: 'App\\Events\\BrandStoreUsageCalculated',
  BalanceManagerSpend: 'App\\Events\\BalanceManager\\Spend',
  VisualBuildCreated: 'App\\Events\\VisualBuildCreated',
  VisualBuildUpdated: 'App\\Events\\VisualBuildUpdated',
} as const;

// Channel names are the client's too: worker/contract/live-channels.ts.

/**
 * Accepts an event as echo names it (`BalanceManager.Spend`), as a class name
 * (`App\Events\BalanceManager\Spend`) or with echo's leading dot, and returns the wire name.
 */
export function wireEventName(name: string): string {
  if (name.startsWith('App\\')) return name;
  const bare = name.replace(/^\./, '').replace(/^App\.Events\./, '');
  return `App\\Events\\${bare.split('.').join('\\')}`;
}

/** `brand.acme` (echo's name) or `private-brand.acme` → the Pusher channel name. */
export function wireChannelName(channel: string): string {
  return channel.startsWith('brand.') ? `private-${channel}` : channel;
}
