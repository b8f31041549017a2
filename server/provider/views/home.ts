/** The provider's front page, for people who open its URL directly. */
import { html, type SafeHtml } from '../html.ts';
import { layout } from './layout.ts';

export function homePage(view: { applicationName: string; appOrigin: string; securityPath: string }): SafeHtml {
  return layout({
    title: 'Account provider',
    body: html`<h1>Account provider</h1>
<p>This is the local account provider of ${view.applicationName}. Sign-in starts in the app.</p>
<p><a href="${view.appOrigin}/">Open ${view.applicationName}</a></p>
<p><a href="${view.securityPath}">Account security</a></p>`,
  });
}
