import { unsubscribeQuerySchema } from '@ncr/shared/schemas/alerts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newNonce } from './alerts.service';
import { savedSearchRepository } from './saved-search.repository';
import { readUnsubscribeToken } from './unsubscribe-link';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title: string, body: string, action = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta name="robots" content="noindex"><link rel="icon" type="image/svg+xml" href="/favicon.svg">` +
  `<title>${escapeHtml(title)} | NCR Urgent Sale</title></head>` +
  `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#111">` +
  `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${action}<p><a href="/">NCR Urgent Sale</a></p></body></html>`;

const INVALID = page('Invalid link', 'This unsubscribe link is not valid.');
const USED = page('Link already used', 'This unsubscribe link was already used or is out of date.');

// The answers are HTML pages (a string with a text/html type is sent as it is, not serialized).
const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
const schema = {
  tags: ['alerts'],
  querystring: unsubscribeQuerySchema,
  response: {
    200: html('The page about the saved search the link names'),
    400: html('The page for a link that is not ours'),
    410: html('The page for a link already used or out of date'),
  },
};

/**
 * The unsubscribe link of alert messages: no sign-in, one saved search, works once. Opening the
 * link (GET, and the HEAD that link scanners and previewers send) only asks; the change is a POST,
 * from the page's button or from the mail client's one-click unsubscribe (RFC 8058: the message
 * carries `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, and the client POSTs that body).
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058 clients POST a form body; only this plugin's routes read one.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const limit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  /**
   * Both routes answer HTML about one link: the saved search's name from `use` (the page reads it,
   * the POST pauses the search), or the page for a link that is not ours (400) or used (410).
   */
  const answer =
    (use: (link: { savedSearchId: string; nonce: string }) => Promise<string | null>, done: (name: string, token: string) => string) =>
    async (request: FastifyRequest<{ Querystring: { token: string } }>, reply: FastifyReply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const link = readUnsubscribeToken(app.tokens, request.query.token);
      if (!link) return reply.code(400).send(INVALID);
      const name = await use(link);
      if (name === null) return reply.code(410).send(USED);
      return reply.send(done(name, request.query.token));
    };

  app.get(
    '/api/alerts/unsubscribe',
    {
      config: limit,
      schema: {
        ...schema,
        summary: "The page an alert's unsubscribe link opens: asks to confirm, changes nothing",
        description: 'HTML: 200 with a confirmation form while the link is unused, 400 for a link that is not ours, 410 for a used one.',
      },
    },
    answer(
      (link) => savedSearchRepository.nameForLink(app.db, link.savedSearchId, link.nonce),
      (name, token) => {
        const action = `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
        const form =
          `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
          `<button type="submit" style="font:inherit;padding:.6rem 1rem;border-radius:.4rem;border:0;background:#b91c1c;color:#fff">` +
          `Stop these alerts</button></form>`;
        return page('Stop these alerts?', `You will get no more alerts for "${name}".`, form);
      },
    ),
  );

  app.post(
    '/api/alerts/unsubscribe',
    {
      config: limit,
      schema: {
        ...schema,
        summary: 'Pause the saved search an alert link names (one-click unsubscribe, RFC 8058; works once, no sign-in)',
        description: 'HTML: 200 when paused, 400 for a link that is not ours, 410 for a used or outdated link.',
      },
    },
    answer(
      (link) => savedSearchRepository.unsubscribe(app.db, link.savedSearchId, link.nonce, newNonce()),
      (name) => page('Alerts stopped', `You will get no more alerts for "${name}". You can resume them from your dashboard.`),
    ),
  );
};
