import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isPageRequest, sendHtmlErrorPage } from '~/lib/html-error-page';
import { HttpError } from '~/lib/http-error';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: (string | number)[] } };
}

// Names the field in a validation message, e.g. "pricing.expectedPrice: Enter the expected price".
function describeValidation(error: FastifyError & { validation: ValidationIssue[] }): string {
  const first = error.validation[0];
  if (!first) return 'Invalid request';
  const field = (first.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return field ? `${field}: ${first.message ?? 'is invalid'}` : (first.message ?? 'Invalid request');
}

export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ error: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ error: describeValidation(error as never) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ error: 'Internal Server Error' });
    }
    const status = error.statusCode ?? 500;
    // A page address the router cannot read (broken percent-encoding): a page, for a browser.
    if (status === 400 && isPageRequest(request)) return sendHtmlErrorPage(reply, 400);
    if (status >= 500) {
      // Internal details stay in the log; the client gets a generic message.
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ error: 'Internal Server Error' });
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return reply.code(413).send({ error: error.message });
    }
    return reply.code(status).send({ error: error.message });
  });

  // Unknown API paths answer JSON; the not-found handler is rate-limited so it cannot be used to
  // probe the server cheaply.
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute', keyGenerator: (request) => `not-found:${normalizeIP(request.ip)}` }) },
    (request, reply) =>
      isPageRequest(request)
        ? sendHtmlErrorPage(reply, 404)
        : reply.code(404).send({ error: `Route ${request.method} ${request.url.split('?')[0]} not found` }),
  );
});
