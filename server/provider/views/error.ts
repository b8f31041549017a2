/** The provider's error page (bad authorization requests, expired sign-in pages...). */
import { html, type SafeHtml } from '../html.ts';
import { layout } from './layout.ts';

export interface ErrorView {
  readonly error: string;
  readonly description: string | undefined;
  readonly applicationName: string;
  readonly appOrigin: string;
}

export function errorPage(view: ErrorView): SafeHtml {
  return layout({
    title: 'Something went wrong',
    body: html`<h1>Something went wrong</h1>
<p role="alert">${view.description ?? 'The request could not be completed.'}</p>
<p class="muted">Error code: <code>${view.error}</code></p>
<p><a href="${view.appOrigin}/">Back to ${view.applicationName}</a> and sign in again.</p>`,
  });
}
