/**
 * The sign-in page of one authorization request: the demo people as one-click buttons (each
 * posts that person's email with the demo password) and an ordinary email/password form.
 */
import { DEMO_PASSWORD, SEED_PEOPLE } from '../../seed/people.ts';
import { html, type SafeHtml } from '../html.ts';
import { layout } from './layout.ts';

export interface SignInView {
  /** Where the forms post: `/interaction/{uid}`. */
  readonly action: string;
  readonly applicationName: string;
  /** What the person typed last time, to keep it in the field. */
  readonly email?: string;
  readonly failed?: boolean;
  /** The demo people and their password are offered (config.demoSignIns); never in production unless asked for. */
  readonly demo: boolean;
}

export function signInPage(view: SignInView): SafeHtml {
  const people = SEED_PEOPLE.map(
    (person) => html`<li><button type="submit" name="email" value="${person.email}">
<span class="person-name">${person.name}</span>
<span class="person-meta">${person.email} · ${person.role}</span>
</button></li>`,
  );
  const error = view.failed
    ? view.demo
      ? html`<p class="error" id="sign-in-error" role="alert">Wrong email or password. Every demo account uses the password “${DEMO_PASSWORD}”.</p>`
      : html`<p class="error" id="sign-in-error" role="alert">Wrong email or password.</p>`
    : html``;
  const demo = view.demo
    ? html`<h2>Demo accounts</h2>
<form method="post" action="${view.action}/login">
<input type="hidden" name="password" value="${DEMO_PASSWORD}">
<ul class="people">${people}</ul>
</form>
<h2>Or sign in with email and password</h2>`
    : html``;
  const invalid = view.failed ? html` aria-invalid="true" aria-describedby="sign-in-error"` : html``;
  const body = html`<h1>Sign in</h1>
<p class="muted">to continue to ${view.applicationName}</p>
${error}
${demo}
<form method="post" action="${view.action}/login">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${view.email ?? ''}"${invalid}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${view.failed ? html` autofocus` : html``}>
<button class="primary" type="submit">Sign in</button>
</form>
<form method="post" action="${view.action}/abort">
<p><button class="link-button" type="submit">Cancel and return to ${view.applicationName}</button></p>
</form>`;
  return layout({ title: 'Sign in', body });
}
