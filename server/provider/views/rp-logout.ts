/**
 * Pages of oidc-provider's standard RP-initiated logout (`/session/end`), which the provider also
 * uses when a different person signs in over an existing session. Our look, the library's form.
 */
import { html, trustedHtml, type SafeHtml } from '../html.ts';
import { layout } from './layout.ts';

/** `form` is oidc-provider's hidden form (`id="op.logoutForm"`, xsrf token): not data. */
export function confirmSignOutPage(form: string): SafeHtml {
  return layout({
    title: 'Sign out?',
    body: html`<h1>Sign out of the account provider?</h1>
${trustedHtml(form)}
<button class="primary" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Yes, sign me out</button>
<p><button class="link-button" type="submit" form="op.logoutForm">No, stay signed in</button></p>`,
  });
}

export function rpSignedOutPage(p: { applicationName: string; appOrigin: string }): SafeHtml {
  return layout({
    title: 'Signed out',
    body: html`<h1>Signed out</h1>
<p role="status">You have been signed out of the account provider.</p>
<p><a href="${p.appOrigin}/">Back to ${p.applicationName}</a></p>`,
  });
}
