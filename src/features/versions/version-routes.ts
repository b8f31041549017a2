/** Route names of this feature's pages (route-table.ts), for building links with useBrandPath. */
export const VERSION_ROUTE = 'brand-visuals-visualId-version-visualVersionId';
export const TESTER_ROUTE = 'brand-visuals-visualId-tester-visualVersionId';
export const TESTER_BUILD_ROUTE = 'brand-visuals-visualId-tester-visualVersionId-build-buildId';
export const RESIZES_ROUTE = 'brand-visuals-visualId-resizes';
export const TEMPLATE_ROUTE = 'brand-visuals-visualId';
export const BUILD_ROUTE = 'brand-builds-visualBuildId';
