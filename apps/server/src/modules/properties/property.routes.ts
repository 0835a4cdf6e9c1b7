import { isPublicStatus, isStaff } from '@ncr/shared/enums';
import { errorResponseSchema, idParamsSchema } from '@ncr/shared/schemas/common';
import { placeQuerySchema, placeSummarySchema } from '@ncr/shared/schemas/places';
import {
  countsResponseSchema,
  facetsResponseSchema,
  listingSchema,
  optionsResponseSchema,
  pinsResponseSchema,
  propertySearchFiltersSchema,
  propertySearchResponseSchema,
  publicListingSchema,
  searchQuerySchema,
  similarListingSchema,
  suggestQuerySchema,
  suggestResponseSchema,
  widenResponseSchema,
} from '@ncr/shared/schemas/property';
import { TEXTS } from '@ncr/shared/texts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '~/lib/http-error';
import { JsonBody, pickEncoding, sendJson } from '~/lib/json-body';
import { SESSION_COOKIE } from '~/lib/session-cookie';
import { viewerOf } from '~/shared/events';
import { toListingWithInsights } from '~/shared/listings';
import { ID_IN_PATH, queryOf, refused } from '~/shared/page-answers';
import { PAGE_RENDER_HEADER } from '~/shared/page-render';
import { startSearchMaintenance } from './maintenance';
import { pageRowsReader } from './page-rows';
import type { MissingPlace } from './place-summary';
import { propertyRepository } from './property.repository';
import { PropertyService, pageSize, SIMILAR_LIMIT } from './property.service';
import { givenFilters } from './search/filters';
import type { PublicSearch } from './search/public-search';
import { appSearchAnswers } from './search-answer-threads';

// Public reads of listings: search options, search, featured, home-page counts, the detail and similar listings.
export const propertyRoutes: FastifyPluginAsyncZod<{ search: PublicSearch }> = async (app, { search }) => {
  // Everyone's searches and visitors' listings are reads that may lag: they read the replica
  // (docs/decisions/0100). A signed-in member's listing below reads the primary, so an owner sees
  // their own edit at once.
  const pageRows = pageRowsReader(app.readDb, app.dbKind);
  const service = new PropertyService(app.readDb, search.version, search.index, pageRows, appSearchAnswers(app, pageRows));
  app.metrics.registerCache('public_answers', () => service.answerCacheStats());
  // A visitor's listing page reads the listing while it renders: the same cached answer, in-process.
  app.pageAnswers.add(
    new RegExp(`^/api/property/${ID_IN_PATH}$`),
    async ([id]) => (await service.publicDetail(id as string))?.content ?? null,
  );
  // A visitor's search page reads its results, facets and the search bar's options while it
  // renders: the same cached answers, in-process. Input its route refuses goes to the route.
  const text = (body: JsonBody) => String(body.content);
  const viaRoute = (error: unknown) => {
    if (refused(error)) return undefined;
    throw error;
  };
  app.pageAnswers.add(/^\/api\/property\/search(?:\?(.*))?$/, async ([query]) => {
    const parsed = searchQuerySchema.safeParse(queryOf(query));
    if (!parsed.success) return undefined;
    const { page, limit } = parsed.data;
    return service.search(givenFilters(parsed.data), page, pageSize(limit), null).then(text, viaRoute);
  });
  app.pageAnswers.add(/^\/api\/property\/facets(?:\?(.*))?$/, async ([query]) => {
    const parsed = propertySearchFiltersSchema.safeParse(queryOf(query));
    if (!parsed.success) return undefined;
    return service.facets(givenFilters(parsed.data)).then(text, viaRoute);
  });
  app.pageAnswers.add(/^\/api\/property\/options$/, async () => text(await service.options()));
  // A place's page reads its summary while it renders; a missing place is the route's to answer.
  app.pageAnswers.add(/^\/api\/property\/place(?:\?(.*))?$/, async ([query]) => {
    const parsed = placeQuerySchema.safeParse(queryOf(query));
    if (!parsed.success) return undefined;
    const answer = await service.place(parsed.data);
    return answer instanceof JsonBody ? text(answer) : undefined;
  });
  // A buyer sent the search page shared with visitors (their parts added) searched all the same.
  app.pageAnswers.onVisit(/^\/property\/?\?(.*)$/, async ([query], user) => {
    if (user.role !== 'buyer') return;
    const parsed = searchQuerySchema.safeParse(queryOf(query));
    if (!parsed.success) return;
    app.searchHistory.record(user.id, givenFilters(parsed.data));
  });
  startSearchMaintenance(app);

  app.get(
    '/api/property/options',
    {
      schema: {
        tags: ['properties'],
        summary: 'Search bar options: cities and types in use, budget ranges',
        response: { 200: optionsResponseSchema },
      },
    },
    async (request, reply) => sendJson(request, reply, await service.options()),
  );

  app.get(
    '/api/property/search',
    {
      schema: {
        tags: ['properties'],
        summary: 'Public listings matching the filters, in the chosen order (newest first by default)',
        description:
          'Empty filters (and the "All" value __all__) are ignored. `budget` is a "min-max" range in lakhs (min included, max excluded; ' +
          '"200-" for 200 and above); `minPrice`/`maxPrice` (lakhs) and `minArea`/`maxArea` (sq ft) work the same way. `propertyType` ' +
          'and `bhk` take several values separated by commas. `postedWithin` is in days. `title` matches every word in the title, ' +
          'address or locality. `total` is exact when `totalExact`; otherwise it is a lower bound (docs/decisions). A signed-in ' +
          "buyer's search is added to their search history.",
        querystring: searchQuerySchema,
        response: { 200: propertySearchResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const given = givenFilters(request.query);
      const encoding = pickEncoding(request.headers['accept-encoding']);
      const body = await service.search(given, request.query.page, pageSize(request.query.limit), encoding);
      const user = await app.currentUser(request);
      if (user?.role === 'buyer') app.searchHistory.record(user.id, given);
      return sendJson(request, reply, body, encoding);
    },
  );

  app.get(
    '/api/property/facets',
    {
      schema: {
        tags: ['properties'],
        summary: 'How many public listings each filter option would find, the other filters applied',
        description: 'Takes the filters of /api/property/search. `localities`: with a location, its localities with most matches.',
        querystring: propertySearchFiltersSchema,
        response: { 200: facetsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => sendJson(request, reply, await service.facets(givenFilters(request.query))),
  );

  app.get(
    '/api/property/pins',
    {
      schema: {
        tags: ['properties'],
        summary: "A search's listings as points on the map (the search page's map view)",
        description:
          'Takes the filters of /api/property/search, `bbox` (west,south,east,north) among them. `pins`: the first 500 in the ' +
          "search's order, each at its public point (rounded to about 200 m) with its price (lakhs; a rental's rent a month in rupees).",
        querystring: propertySearchFiltersSchema,
        response: { 200: pinsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => sendJson(request, reply, await service.pins(givenFilters(request.query))),
  );

  app.get(
    '/api/property/widen',
    {
      schema: {
        tags: ['properties'],
        summary: 'For a search that finds nothing: the searches one filter wider that find something, nearest first, with their counts',
        description:
          'Takes the filters of /api/property/search. Each wider search loosens one filter (the budget a step, then each other filter ' +
          'dropped in turn, the city last) and keeps the rest; at most four, only those that find a listing.',
        querystring: propertySearchFiltersSchema,
        response: { 200: widenResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => sendJson(request, reply, await service.widen(givenFilters(request.query))),
  );

  app.get(
    '/api/property/suggest',
    {
      schema: {
        tags: ['properties'],
        summary: 'What the search box suggests as people type: cities (any spelling), localities and societies, with listings',
        querystring: suggestQuerySchema,
        response: { 200: suggestResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => sendJson(request, reply, await service.suggest(request.query.q, request.query.purpose)),
  );

  app.get(
    '/api/property/featured',
    {
      schema: { tags: ['properties'], summary: 'Featured public listings, newest first', response: { 200: z.array(publicListingSchema) } },
    },
    async (request, reply) => sendJson(request, reply, await service.featured()),
  );

  app.get(
    '/api/property/counts',
    {
      schema: {
        tags: ['properties'],
        summary: 'Live counts of public listings by city and by type (home page)',
        response: { 200: countsResponseSchema },
      },
    },
    async (request, reply) => sendJson(request, reply, await service.counts()),
  );

  app.get(
    '/api/property/place',
    {
      schema: {
        tags: ['properties'],
        summary: "A city's or a locality's page: counts by type and BHK, medians, the price trend and nearby localities",
        description:
          'The place by the slugs of its page address (/property-in/{city}/{locality}); any spelling of the city is read. ' +
          '`path` names the one address. 404: no such place; 410: the place has no listing any more.',
        querystring: placeQuerySchema,
        response: { 200: placeSummarySchema, 400: errorResponseSchema, 404: errorResponseSchema, 410: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await service.place(request.query);
      if (!(answer instanceof JsonBody)) throw placeMissing(answer);
      return sendJson(request, reply, answer);
    },
  );

  app.get(
    '/api/property/:id/similar',
    {
      schema: {
        tags: ['properties'],
        summary: `Up to ${SIMILAR_LIMIT} public listings of the same city and type with the nearest prices (available before sold)`,
        params: idParamsSchema,
        response: { 200: z.array(similarListingSchema), 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const body = await service.similar(request.params.id);
      if (!body) throw notFound(TEXTS.propertyNotFound);
      return sendJson(request, reply, body);
    },
  );

  app.get(
    '/api/property/:id',
    {
      schema: {
        tags: ['properties'],
        summary: 'One listing: public ones for anyone, Pending ones for their owner and staff',
        params: idParamsSchema,
        // The public's view for anyone; the owner's and staff's own (more fields) for them.
        response: { 200: z.union([publicListingSchema, listingSchema]), 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // Anonymous visitors, by far the most, get the cached public answer without a session lookup.
      const user = request.headers.authorization || request.cookies[SESSION_COOKIE] ? await app.currentUser(request) : null;
      if (!user) {
        const body = await service.publicDetail(request.params.id);
        if (!body) throw notFound(TEXTS.propertyNotFound);
        // Counted for the seller's insight; emitting only queues it, it never delays the answer. A
        // server-rendered page's own call is not a view: the browser reports that one (insights).
        if (!request.headers[PAGE_RENDER_HEADER]) {
          app.events.emit('listing.viewed', { propertyId: request.params.id, viewer: viewerOf(request, null) });
        }
        return sendJson(request, reply, body);
      }
      const found = await propertyRepository.detail(app.db, request.params.id);
      const audience = isStaff(user.role) ? 'staff' : user.id === found?.property.ownerId ? 'owner' : 'public';
      if (!found || (!isPublicStatus(found.property.status) && audience === 'public')) throw notFound(TEXTS.propertyNotFound);
      app.events.emit('listing.viewed', { propertyId: found.property.id, viewer: viewerOf(request, user) });
      const listing = await toListingWithInsights(app.db, found.property, found.owner, audience);
      return sendJson(request, reply, new JsonBody(audience === 'public' ? publicListingSchema : listingSchema, listing));
    },
  );
};

const placeMissing = ({ missing }: MissingPlace) => new HttpError(missing, missing === 410 ? TEXTS.placeGone : TEXTS.placeNotFound);
