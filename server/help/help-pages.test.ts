import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { helpDocument, loadHelpPages } from './help-pages.ts';

function guide(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'help-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('the guide', () => {
  const dir = guide({
    'index.md': '# Getting started\n\nSee [Feeds](feeds.md#kinds) and [home](index.md).',
    'support.md': '# Support\n\n{{support}}',
    'feeds.md': '# Feeds\n\n## Kinds\n',
    'Not A Page.md': '# skipped',
    'notes.txt': 'skipped',
  });

  it('reads each page once, in the order the index links them (the others after, by name), with links between pages made app paths', () => {
    const pages = loadHelpPages({ dir, supportEmail: null });
    expect([...pages.keys()]).toEqual(['index', 'feeds', 'support']);
    const linkedLast = loadHelpPages({ dir: guide({ 'index.md': '# Start\n[b](b.md) [a](a.md)', 'a.md': '# A', 'b.md': '# B', 'c.md': '# C' }), supportEmail: null });
    expect([...linkedLast.keys()]).toEqual(['index', 'b', 'a', 'c']);
    expect(pages.get('index')!.title).toBe('Getting started');
    expect(pages.get('index')!.html).toContain('<a href="/help/feeds#kinds">Feeds</a>');
    expect(pages.get('index')!.html).toContain('<a href="/help/">home</a>');
  });

  it('gives the support address from the configuration, escaped, or says none is set', () => {
    expect(loadHelpPages({ dir, supportEmail: 'help@shop.example' }).get('support')!.html).toContain('<a href="mailto:help@shop.example">help@shop.example</a>');
    const unset = loadHelpPages({ dir, supportEmail: null }).get('support')!.html;
    expect(unset).toContain('no support address set');
    expect(unset).toContain('<code>SUPPORT_EMAIL</code>');
    // Not an address: never put into the page as markup.
    const odd = loadHelpPages({ dir, supportEmail: '"><script>alert(1)</script>@x' }).get('support')!.html;
    expect(odd).not.toContain('<script>');
    expect(odd).toContain('no support address set');
  });

  it('a page has the menu with itself marked; an unknown one is the guide’s 404 page', () => {
    const pages = loadHelpPages({ dir, supportEmail: null });
    const feeds = helpDocument(pages, pages.get('feeds')!);
    expect(feeds).toContain('<title>Feeds · Adcreative help</title>');
    expect(feeds).toContain('<a href="/help/feeds" aria-current="page">Feeds</a>');
    expect(feeds).toContain('<a href="/help/">Getting started</a>');
    expect(helpDocument(pages, null)).toContain('<h1>Page not found</h1>');
  });
});
