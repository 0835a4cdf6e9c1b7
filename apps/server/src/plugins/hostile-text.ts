import { findInputProblem, HOSTILE_TEXT_MESSAGE, TOO_DEEP_MESSAGE } from '@ncr/shared/schemas/text';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isPageRequest, sendHtmlErrorPage } from '~/lib/html-error-page';

/**
 * The backstop of the hostile-text rule (docs/decisions/0024-hostile-text.md): the shared schemas
 * refuse NUL bytes and lone surrogates in the fields they name; this refuses them anywhere in a
 * query string, path parameter or JSON body before any route runs, so no such text reaches the
 * database however a route's schema is written.
 */
export const hostileText = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request, reply) => {
    for (const part of [request.params, request.query, request.body]) {
      const found = findInputProblem(part);
      // A browser opening a page with such an address gets a page, not JSON.
      if (found && isPageRequest(request)) return sendHtmlErrorPage(reply, 400);
      if (found?.problem === 'too-deep') return reply.code(400).send({ error: TOO_DEEP_MESSAGE });
      if (found) {
        const field = found.path.join('.');
        return reply.code(400).send({ error: field ? `${field}: ${HOSTILE_TEXT_MESSAGE}` : HOSTILE_TEXT_MESSAGE });
      }
    }
  });
});
