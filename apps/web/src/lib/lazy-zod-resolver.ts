import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that loads zod and the form's schema on the first validation.
 * Public pages render their forms on the server; keeping zod (about 40 KB gzip) out of their
 * first download keeps them inside the JavaScript budget, and the same shared schema still
 * decides what is valid, as it does on the server.
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<z.ZodType<T, unknown>>): Resolver<T> {
  let resolver: Promise<Resolver<T>> | null = null;
  return async (values, context, options) => {
    resolver ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<T>,
    );
    return (await resolver)(values, context, options);
  };
}
