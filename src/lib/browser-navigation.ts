/**
 * Full-page navigations behind one object, so component tests can observe them (jsdom cannot
 * navigate) and the app has one place that leaves the single-page world.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
