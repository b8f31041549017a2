/**
 * The account's security page (the app's security notice opens it). The local provider has no
 * MFA or password management, so it shows the account's status honestly and changes nothing.
 */
import type { SeedPerson } from '../../seed/people.ts';
import { html, type SafeHtml } from '../html.ts';
import { layout } from './layout.ts';

export interface SecurityView {
  readonly person: SeedPerson | undefined;
  readonly applicationName: string;
  readonly appOrigin: string;
  readonly logoutPath: string;
}

export function securityPage(view: SecurityView): SafeHtml {
  const back = html`<p><a href="${view.appOrigin}/">Back to ${view.applicationName}</a></p>`;
  const { person } = view;
  if (!person) {
    return layout({
      title: 'Account security',
      body: html`<h1>Account security</h1>
<p>You are not signed in to the account provider.</p>
<p>Sign in through ${view.applicationName}, then open this page again.</p>
${back}`,
    });
  }
  const mfa = person.isMfaEnabled
    ? html`<span class="good">On</span>`
    : html`<span class="bad">Off</span> — two-factor authentication is not set up.`;
  const password = person.isPasswordValid
    ? html`<span class="good">Up to date</span>`
    : html`<span class="bad">Outdated</span> — this password should be changed.`;
  return layout({
    title: 'Account security',
    body: html`<h1>Account security</h1>
<p class="muted">${person.name} · ${person.email}</p>
<dl class="status">
<dt>Two-factor authentication</dt><dd>${mfa}</dd>
<dt>Password</dt><dd>${password}</dd>
</dl>
<p class="muted">This is the local demo account provider: it shows these settings but cannot change them.</p>
${back}
<p><a href="${view.logoutPath}">Sign out of the account provider</a></p>`,
  });
}
