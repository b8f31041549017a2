/**
 * The page frame shared by the provider's pages: plain, readable, keyboard- and screen-reader
 * friendly, no scripts and no external assets (works offline, strict CSP).
 */
import { trustedHtml, html, type SafeHtml } from '../html.ts';

const STYLE = `
:root { color-scheme: light; --ink: #0f172a; --muted: #475569; --line: #cbd5e1; --brand: #1d4ed8; --bad: #b91c1c; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #f1f5f9; }
main { max-width: 30rem; margin: 3rem auto; padding: 2rem; background: #fff; border: 1px solid var(--line); border-radius: 12px; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
h2 { font-size: 1rem; margin: 1.75rem 0 .5rem; }
p { margin: .5rem 0; }
.muted { color: var(--muted); }
a { color: var(--brand); }
:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
ul.people { list-style: none; margin: 0; padding: 0; display: grid; gap: .5rem; }
ul.people button { width: 100%; text-align: left; padding: .6rem .8rem; border: 1px solid var(--line); border-radius: 8px; background: #fff; font: inherit; cursor: pointer; }
ul.people button:hover { border-color: var(--brand); background: #eff6ff; }
.person-name { display: block; font-weight: 600; }
.person-meta { display: block; font-size: .875rem; color: var(--muted); }
label { display: block; font-weight: 600; margin: .75rem 0 .25rem; }
input { width: 100%; padding: .55rem .7rem; font: inherit; border: 1px solid var(--line); border-radius: 8px; }
input[aria-invalid="true"] { border-color: var(--bad); }
.primary { margin-top: 1rem; width: 100%; padding: .6rem; font: inherit; font-weight: 600; color: #fff; background: var(--brand); border: 0; border-radius: 8px; cursor: pointer; }
.link-button { padding: 0; border: 0; background: none; font: inherit; color: var(--brand); text-decoration: underline; cursor: pointer; }
.error { padding: .6rem .8rem; border: 1px solid var(--bad); border-radius: 8px; color: var(--bad); background: #fef2f2; }
dl.status { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; }
dl.status dt { font-weight: 600; }
dl.status dd { margin: 0; }
.bad { color: var(--bad); font-weight: 600; }
.good { color: #15803d; font-weight: 600; }
`;

export function layout(p: { title: string; body: SafeHtml }): SafeHtml {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${p.title} · Account provider</title>
<style>${trustedHtml(STYLE)}</style>
</head>
<body>
<main>
${p.body}
</main>
</body>
</html>
`;
}
