/**
 * The scripts a built index.html makes the browser fetch at once: its module scripts and
 * modulepreload links. The check compares them with the chunk graph's answer, so a change in how
 * Vite writes the page cannot make the budget measure something else unnoticed.
 */
export function scriptsOfIndexHtml(html: string): string[] {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const urls = tags.flatMap((tag) => {
    const isModuleScript = tag.startsWith('<script') && /\btype="module"/.test(tag);
    const isModulePreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    return (isModuleScript || isModulePreload) && url !== undefined ? [url.replace(/^\//, '')] : [];
  });
  return [...new Set(urls)];
}
