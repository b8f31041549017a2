/**
 * The shape of one route of the table (route-table.ts). Routes are data: layouts, guards,
 * breadcrumbs and the sidebar read these fields; no component switches on route names.
 */
import type { PrimaryRole } from '../../../worker/contract/entities';
import type { ResourceName } from '../../../worker/domains/resources/contract';

/** 'none' renders the page alone (redirect-only routes). */
export type LayoutKind = 'default' | 'guest' | 'none';


/**
 * Access beyond roles (spec section 6): 'money-storage' = collaborative brand or a manager,
 * developer or visitor; 'has-team' = the brand user has a team.
 */
export type RouteGate = 'money-storage' | 'has-team';

/** How a path parameter must look; a failing check is a 404 (the page's validate). */
export type ParamRule = 'id' | 'hash' | 'brand' | 'module-url';

/**
 * One route. `P` is the kind of page that renders it (page-registry.tsx maps kinds to lazy chunks):
 * the table keeps each route's own, and route-table.ts derives `PageKind`, their union, from it.
 */
export interface RouteDef<P extends string = string> {
  /** Nuxt-style name, as the spec names them (brand-modules-moduleUrl). */
  readonly name: string;
  /** Full path pattern: `:param` required, `:param?` optional (trailing only). */
  readonly path: string;
  /** Branded paths start with `/:brand`. */
  readonly branded: boolean;
  /** Guest routes are open without a session (sign-in pages). */
  readonly guest: boolean;
  /** The user's primary role must be one of these (absent: any signed-in user). */
  readonly roles?: readonly PrimaryRole[];
  readonly gates?: readonly RouteGate[];
  readonly params: Readonly<Record<string, ParamRule>>;
  readonly layout: LayoutKind;
  readonly sidebarMini: boolean;
  readonly noPadding: boolean;
  readonly hideMoneyStorageAlerts: boolean;
  /** i18n key of the page title and its breadcrumb label (params interpolated). */
  readonly titleKey: string;
  /** Parent route in the breadcrumb trail; branded trails end at the dashboard (the root). */
  readonly crumbParent: string | null;
  readonly page: P;
  /** Generic resource shown by resource-list / resource-detail / section pages. */
  readonly resource?: ResourceName;
  /** The param holding the resource id, for detail routes and their tabs. */
  readonly idParam?: string;
  /**
   * The route stands for one record (`resource` with the id in `idParam`), and its title is that
   * record's placeholder ("Feed #11"): breadcrumbs and the document title show the record's own
   * label once the data layer knows it (app/router/use-route-title.ts).
   */
  readonly namesRecord?: boolean;
  /** Tab routes name the route whose tab bar they belong to. */
  readonly tabOf?: string;
  /** Sub-navigation shown under the header (the brand-settings pages). */
  readonly subNav?: 'brand-settings';
  /** A resource list of archived records only (the feeds archive). */
  readonly listArchived?: boolean;
}

export type RouteParams = Readonly<Record<string, string>>;

export interface RouteMatch<P extends string = string> {
  readonly route: RouteDef<P>;
  readonly params: RouteParams;
}
