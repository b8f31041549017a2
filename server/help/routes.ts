/**
 * `/help/…`: the guide (help-pages.ts) and its stylesheet and pictures. Read once at start; a name
 * that is not one of the files is the guide's 404 page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { helpDocument, loadHelpPages } from './help-pages.ts';

const GUIDE_DIR = fileURLToPath(new URL('../../docs/help/', import.meta.url));
/** The README's screenshots, which the guide shows too. */
const PICTURES_DIR = fileURLToPath(new URL('../../docs/readme/', import.meta.url));
const STYLESHEET = readFileSync(new URL('./help.css', import.meta.url), 'utf8');

export function registerHelpRoutes(app: FastifyInstance, { supportEmail }: { supportEmail: string | null }): void {
  const pages = loadHelpPages({ dir: GUIDE_DIR, supportEmail });
  const pictures = new Map(readdirSync(PICTURES_DIR).filter((f) => /^[a-z0-9-]+\.png$/.test(f)).map((f) => [f, readFileSync(`${PICTURES_DIR}${f}`)]));
  const html = (status: number, body: string) => ({ status, body });

  const page = (name: string) => {
    const found = pages.get(name);
    return found === undefined ? html(404, helpDocument(pages, null)) : html(200, helpDocument(pages, found));
  };

  app.get('/help', (_request, reply) => reply.redirect('/help/'));
  app.get('/help/', (_request, reply) => {
    const { status, body } = page('index');
    return reply.code(status).type('text/html; charset=utf-8').send(body);
  });
  app.get('/help/help.css', (_request, reply) => reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(STYLESHEET));
  app.get<{ Params: { file: string } }>('/help/pictures/:file', (request, reply) => {
    const picture = pictures.get(request.params.file);
    if (picture === undefined) return reply.code(404).type('text/html; charset=utf-8').send(helpDocument(pages, null));
    return reply.type('image/png').header('cache-control', 'no-cache').send(picture);
  });
  app.get<{ Params: { page: string } }>('/help/:page', (request, reply) => {
    const { status, body } = page(request.params.page);
    return reply.code(status).type('text/html; charset=utf-8').send(body);
  });
}
