import { unsubscribeQuerySchema } from '@ncr/shared/schemas/alerts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newNonce } from './alerts.service';
import { savedSearchRepository } from './saved-search.repository';
import { readUnsubscribeToken } from './unsubscribe-link';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>${escapeHtml(title)} | NCR Urgent Sale</title></head>` +
  `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#111">` +
  `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p><p><a href="/">NCR Urgent Sale</a></p></body></html>`;

// The one-click unsubscribe link of alert messages: no sign-in, one saved search, works once.
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/alerts/unsubscribe',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['alerts'],
        summary: 'Pause the saved search an alert link names (signed link, works once, no sign-in)',
        description: 'Answers an HTML page: 200 when paused, 400 for a link that is not ours, 410 for a used or outdated link.',
        querystring: unsubscribeQuerySchema,
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      const link = readUnsubscribeToken(app.tokens, request.query.token);
      if (!link) return reply.code(400).send(page('Invalid link', 'This unsubscribe link is not valid.'));
      const name = await savedSearchRepository.unsubscribe(app.db, link.savedSearchId, link.nonce, newNonce());
      if (name === null) {
        return reply.code(410).send(page('Link already used', 'This unsubscribe link was already used or is out of date.'));
      }
      return reply.send(page('Alerts stopped', `You will get no more alerts for "${name}". You can resume them from your dashboard.`));
    },
  );
};
