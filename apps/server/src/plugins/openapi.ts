import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Role } from '@ncr/shared/enums';
import { errorResponseSchema } from '@ncr/shared/schemas/common';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE } from '~/lib/session-cookie';
import { guardRoles } from '~/plugins/auth';

// The error answer every route sends (`{error: message}`, plugins/error-handler.ts), one component
// of the document that every 4xx answer refers to.
const components = z.registry<{ id: string }>();
components.add(errorResponseSchema, { id: 'Error' });

/** A token as the bearer header (API clients) or the browser's session cookie: either will do. */
export const SIGNED_IN: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const ERROR_MEANING: Record<number, string> = {
  400: 'The request is malformed or a field is invalid; `error` names the field and what is wrong',
  401: 'Not signed in, or the token (bearer header or session cookie) no longer works',
  403: 'Refused: the signed-in role may not do this, or a request carrying the session cookie came from another site',
  404: 'Nothing the caller may see is at this address',
  409: 'The request conflicts with the current state; `error` says how',
  413: 'The upload is larger than the limits allow',
  415: 'The upload is of a type that is not accepted',
  429: 'Too many requests; the Retry-After header says when to try again',
  502: 'An outside service did not answer as it should',
};

/** A documented error answer: the Error component with what the status means on this API. */
const errorAnswer = (status: number) => ({
  description: ERROR_MEANING[status] ?? 'The request failed; `error` says why',
  content: { 'application/json': { schema: errorResponseSchema } },
});

/** The roles of the route's requireRole guard (empty: any signed-in user), or null for a public route. */
export function requiredRoles(route: Pick<RouteOptions, 'preHandler'>): readonly Role[] | null {
  const handlers = [route.preHandler ?? []].flat();
  for (const handler of handlers) {
    const roles = guardRoles.get(handler);
    if (roles) return roles;
  }
  return null;
}

/** `GET /api/property/:id/similar` → `getPropertyByIdSimilar`: from the method and the path, so unique. */
export function defaultOperationId(method: string, url: string): string {
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parts = segment
        .replace(/^:/, '')
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map(capital);
      return segment.startsWith(':') ? [`By${parts.join('')}`] : parts;
    });
  return method.toLowerCase() + (words.join('') || 'Root');
}

/**
 * The 4xx answers a route can give by its shape: 400 when it takes input, 401 behind requireRole,
 * 403 when only some roles may call it or it changes state (the cross-site check of plugins/auth.ts),
 * 404 when its path names something, 429 under a rate limit of its route config. (Limits a route
 * runs in its preHandler or service are in its own response schema.)
 */
function derivedErrors(route: RouteOptions, method: string, url: string, schema: FastifySchema, roles: readonly Role[] | null): number[] {
  const unsafe = UNSAFE_METHODS.has(method);
  const statuses: number[] = [];
  if (schema.body || schema.querystring || schema.params || schema.headers || unsafe) statuses.push(400);
  if (roles) statuses.push(401);
  if ((roles && roles.length > 0) || unsafe) statuses.push(403);
  if (url.includes('/:')) statuses.push(404);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.push(429);
  return statuses;
}

const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry: components });
const jsonSchemaTransformObject = createJsonSchemaTransformObject({ schemaRegistry: components });

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

/**
 * Completes each route's entry in the document in one place: an operationId from its method and
 * path unless it names one, `security` from its requireRole guard (none for public routes), and
 * its 4xx answers with the Error schema, added to those the route documents itself.
 */
export function documentRoute(input: TransformInput) {
  const { schema, url, route } = input;
  if (!schema || schema.hide) return jsonSchemaTransform(input);
  const method = [route.method].flat()[0] ?? 'GET';
  const roles = requiredRoles(route);
  const own = (schema.response ?? {}) as Record<string, unknown>;
  const response: Record<string, unknown> = {};
  for (const status of derivedErrors(route, method, url, schema, roles)) response[status] = errorAnswer(status);
  for (const [status, answer] of Object.entries(own)) {
    response[status] = answer === errorResponseSchema ? errorAnswer(Number(status)) : answer;
  }
  const completed = {
    ...schema,
    operationId: (schema as { operationId?: string }).operationId ?? defaultOperationId(method, url),
    security: roles ? SIGNED_IN : (schema.security ?? []),
    response,
  };
  return jsonSchemaTransform({ ...input, schema: completed });
}

// The OpenAPI document is generated from the same zod schemas the routes validate with; it lints
// clean under Redocly's recommended rules (test/openapi.test.ts, docs/decisions/0099).
export const openapi = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'NCR Urgent Sale API',
        version: '1.0.0',
        description:
          'Listings, search, sign-in, members and the admin panel of NCR Urgent Sale. Every error answer is `{"error": message}`.',
      },
      servers: [{ url: app.env.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token a sign-in answers with' },
          cookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The HttpOnly session cookie a sign-in sets' },
        },
      },
    },
    transform: documentRoute as never,
    transformObject: (document) => {
      const object = jsonSchemaTransformObject(document) as { components: { schemas: Record<string, unknown> } };
      // The registry gives every component an input twin too; keep only the ones in use.
      const { schemas } = object.components;
      for (const name of Object.keys(schemas)) {
        if (name.endsWith('Input') && !JSON.stringify(object).includes(`"#/components/schemas/${name}"`)) delete schemas[name];
      }
      return object as never;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
