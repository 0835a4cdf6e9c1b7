import { cityNamed } from '@ncr/shared/city-names';
import { placePath } from '@ncr/shared/places';
import { Link } from 'react-router';

/**
 * From a search of a city (and a locality) that finds listings, to the place's own page: its
 * prices, trend and neighbouring localities (docs/decisions/0130). Shown only with results, so
 * the place has a listing and its page answers.
 */
export function PlaceLink({ query }: { query: Record<string, string> }) {
  const city = cityNamed(query.location ?? '');
  if (!city) return null;
  const locality = query.locality?.trim();
  const where = locality ? `${locality}, ${city}` : city;
  return (
    <p className="text-sm">
      <Link
        to={placePath(query.purpose === 'rent' ? 'rent' : 'sale', city, locality)}
        className="font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {`${where}: prices, price trend and localities`}
      </Link>
    </p>
  );
}
