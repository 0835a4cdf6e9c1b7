import { SITE } from '@ncr/shared/site';
import { TEXTS } from '@ncr/shared/texts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Whether a request is a browser asking for a page: GET or HEAD of a path outside the API and
 * the media, taking HTML. Such a request gets an HTML answer even when it is refused before the
 * page renderer runs (a NUL or broken encoding in the path); API paths keep JSON (docs/decisions/0098).
 */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/media/')) return false;
  return /\btext\/html\b/i.test(String(request.headers.accept ?? ''));
}

const PAGES = {
  400: { title: 'This address is not valid', body: 'The address has a character no page of this site uses. Check the link and try again.' },
  404: { title: TEXTS.notFoundTitle, body: 'The page you asked for does not exist.' },
} as const;

/**
 * A small self-contained page (no scripts: the browser app would read the same bad address) with
 * the site's name and a way home. Nothing of the request is written into it.
 */
export function sendHtmlErrorPage(reply: FastifyReply, status: 400 | 404): FastifyReply {
  const page = PAGES[status];
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${page.title} | ${SITE.name}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:4rem 1.5rem;text-align:center;color:#1f2937}h1{font-size:1.75rem}a{color:#b91c1c}</style>
</head>
<body>
<main>
<p><strong>${SITE.name}</strong></p>
<h1>${page.title}</h1>
<p>${page.body}</p>
<p><a href="/">${TEXTS.returnHome}</a></p>
</main>
</body>
</html>
`;
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('vary', 'cookie').send(html);
}
