import { PropertyCard } from '@/components/property/property-card';
import { useSimilar } from '../api/get-similar';

/** 'Similar properties': same city and type, nearest in price. Nothing shows when there are none. */
export function SimilarRow({ id }: { id: string }) {
  const similar = useSimilar(id);
  if (!similar.data || similar.data.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading" className="space-y-3">
      <h2 id="similar-heading" className="text-xl font-semibold text-slate-900">
        Similar properties
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {similar.data.map((listing) => (
          <li key={listing._id}>
            <PropertyCard listing={listing} />
          </li>
        ))}
      </ul>
    </section>
  );
}
