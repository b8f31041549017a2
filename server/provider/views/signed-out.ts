/**
 * Shown after sign-out. The application name comes from the query string, so it is only ever
 * text; the way back always points at the configured app, never at a URL from the request.
 */
import { html, type SafeHtml } from '../html.ts';
import { layout } from './layout.ts';

export interface SignedOutView {
  /** From `?application=`; absent or blank gives a generic message. */
  readonly application: string | undefined;
  readonly applicationName: string;
  readonly appOrigin: string;
}

export function signedOutPage(view: SignedOutView): SafeHtml {
  const message = view.application
    ? html`You have been signed out of ${view.application}.`
    : html`You have been signed out.`;
  return layout({
    title: 'Signed out',
    body: html`<h1>Signed out</h1>
<p role="status">${message}</p>
<p><a href="${view.appOrigin}/">Back to ${view.applicationName}</a></p>`,
  });
}
