import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

// An id sent by the client or a proxy in front (nginx's $request_id, the benchmark's request
// number) is taken only as a plain token: it goes into the log's lines as it is.
const GIVEN_ID = /^[\w.-]{1,64}$/;
let counter = 0;

/**
 * Fastify's `genReqId`: the request's X-Request-Id when it is a plain token, else the server's own
 * (`req-1`, `req-2`, … in base 36, as Fastify numbers requests by default).
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  if (typeof given === 'string' && GIVEN_ID.test(given)) return given;
  counter += 1;
  return `req-${counter.toString(36)}`;
}

/**
 * Every answer names the request it answers (X-Request-Id): a client's report or a proxy's log
 * line leads to the server's log lines of that request, and the benchmark's load generator matches
 * each answer to the moment it sent the request (docs/decisions/0080-latency-of-each-request.md).
 */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
