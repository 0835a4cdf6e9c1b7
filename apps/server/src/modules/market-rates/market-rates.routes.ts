import {
  marketRateInputSchema,
  marketRateListSchema,
  marketRateSchema,
  marketRatesImportResponseSchema,
  marketRatesImportSchema,
  parseMarketRatesCsv,
} from '@ncr/shared/schemas/market-rates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '~/lib/http-error';
import { marketRatesRepository } from './market-rates.repository';

// Settings > Market rates (docs/decisions/0103-market-rates-kept-by-staff.md): admin only, as the
// System settings are (a subadmin gets 403). The rates are what every listing's "N% below
// market" figure and the minimum discount to publish compare with.
export const marketRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/api/admin/market-rates',
    {
      preHandler: app.requireRole('admin'),
      schema: { ...schema, summary: 'List the market rates of every locality', response: { 200: marketRateListSchema } },
    },
    async () => ({ rates: await marketRatesRepository.list(app.db) }),
  );

  app.put(
    '/api/admin/market-rates',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        ...schema,
        summary: "Add or replace one locality's market rate",
        body: marketRateInputSchema,
        response: { 200: marketRateSchema },
      },
    },
    async (request) => {
      const [rate] = await marketRatesRepository.upsert(app.db, [request.body]);
      return rate as NonNullable<typeof rate>;
    },
  );

  // A CSV of rates, checked whole before anything is stored: a bad line refuses the file, naming
  // the line and the problem; a good file is stored in one statement.
  app.post(
    '/api/admin/market-rates/import',
    {
      preHandler: app.requireRole('admin'),
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        ...schema,
        summary: 'Import market rates from a CSV file (all lines or none)',
        body: marketRatesImportSchema,
        response: { 200: marketRatesImportResponseSchema },
      },
    },
    async (request) => {
      const parsed = parseMarketRatesCsv(request.body.csv);
      if (!parsed.ok) throw badRequest(parsed.message);
      const stored = await marketRatesRepository.upsert(app.db, parsed.rates);
      return { success: true as const, imported: stored.length };
    },
  );
};
