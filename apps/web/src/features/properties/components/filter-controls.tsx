import { BHK, CITIES, PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from '@ncr/shared/enums';
import type { FacetsResponse } from '@ncr/shared/schemas/property';
import { MIN_DISCOUNT_CHOICES, POSTED_WITHIN_DAYS } from '@ncr/shared/search';
import type { ReactNode } from 'react';
import { AREA_CHOICES_OF_DIMENSION, budgetPairOf, enumeratedChoices, enumeratedLabel } from '@/components/search-choices';
import { Field, Input, Select } from '@/components/ui/field';
import { budgetChange, formatTotal, isRentSearch, shownBudget, shownRent, toggleListValue } from '../lib/search-url';
import { FilterChips } from './filter-chips';
import { TypedBudgetField } from './typed-budget-field';

type Changes = Record<string, string | undefined>;

interface FilterControlsProps {
  /** The filters shown: the URL's, or the mobile sheet's draft. */
  query: Record<string, string>;
  onChange: (changes: Changes) => void;
  facets?: FacetsResponse;
  /** Also the location, furnishing and availability (the mobile sheet and the desktop column). */
  withBarFields?: boolean;
  /** Also the words field (the mobile sheet; the desktop page has its search box above). */
  withTitle?: boolean;
  /** One column (the desktop page's filter column) instead of a grid. */
  column?: boolean;
}

const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${formatTotal(count)})`);
const areaLabel = (value: string) => `${value} sq ft`;
const postedLabel = (days: number) => (days === 1 ? 'Last 24 hours' : `Last ${days} days`);

/** A labelled select whose first option means "any"; named after its query key so it works in a plain form too. */
function AnySelect(props: {
  label: string;
  name: string;
  value: string | undefined;
  anyLabel: string;
  options: { value: string; label: string; disabled?: boolean }[];
  /** The label of a value from the URL that is not one of the options (a budget typed by hand); the value itself by default. */
  labelOf?: (value: string) => string;
  onChange: (value: string | undefined) => void;
}) {
  const known = props.value === undefined || props.options.some((o) => o.value === props.value);
  return (
    <Field label={props.label}>
      {(ids) => (
        <Select {...ids} name={props.name} value={props.value ?? ''} onChange={(e) => props.onChange(e.target.value || undefined)}>
          <option value="">{props.anyLabel}</option>
          {!known && props.value !== undefined && <option value={props.value}>{props.labelOf?.(props.value) ?? props.value}</option>}
          {props.options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** A checkbox whose filter is 'true' when ticked and absent otherwise; named after its query key so it works in a plain form too. */
function TrueFilter(props: { name: string; query: Record<string, string>; onChange: (changes: Changes) => void; children: ReactNode }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        name={props.name}
        value="true"
        className="h-4 w-4 accent-brand-700"
        checked={props.query[props.name] === 'true'}
        onChange={(e) => props.onChange({ [props.name]: e.target.checked ? 'true' : undefined })}
      />
      {props.children}
    </label>
  );
}

/**
 * A rental search's rent ranges with how many rentals each finds (the facet `budgets`, whose
 * values for rentals are the rent ranges): one press sets the pair to that range, again clears it.
 */
function RentRanges({
  query,
  onChange,
  facets,
}: {
  query: Record<string, string>;
  onChange: (changes: Changes) => void;
  facets?: FacetsResponse;
}) {
  const ranges = budgetPairOf(true).ranges;
  const selected = ranges.find(
    (r) => query.minRent === (r.min > 0 ? String(r.min) : undefined) && query.maxRent === (r.max === null ? undefined : String(r.max)),
  );
  return (
    <FilterChips
      label="Rent a month"
      options={ranges.map((r) => ({ value: r.value, label: r.label, count: facets?.budgets[r.value] }))}
      selected={selected?.value}
      onToggle={(value) => {
        const range = ranges.find((r) => r.value === value);
        if (!range || range === selected) return onChange({ minRent: undefined, maxRent: undefined });
        onChange({ minRent: range.min > 0 ? String(range.min) : undefined, maxRent: range.max === null ? undefined : String(range.max) });
      }}
    />
  );
}

/**
 * The search refinements: type and BHK chips, budget and area ranges, locality, posted within,
 * each option with the number of listings it would find (facets, the other filters applied).
 * Values come from `query` and changes go to `onChange`: the page applies them to the URL.
 */
export function FilterControls({
  query,
  onChange,
  facets,
  withBarFields = false,
  withTitle = withBarFields,
  column = false,
}: FilterControlsProps) {
  // A sale's budget in lakhs, or a rental's rent a month: the pair of the search's purpose.
  const rent = isRentSearch(query);
  const pair = budgetPairOf(rent);
  const budget: Record<string, string | undefined> = rent ? shownRent(query) : shownBudget(query);
  const shownMin = budget[pair.min];
  const shownMax = budget[pair.max];
  const minBound = shownMin ? Number(shownMin) : undefined;
  const maxBound = shownMax ? Number(shownMax) : undefined;
  // A bound typed into the URL by hand (any whole number) is shown as the choices are written.
  const boundLabel = (side: 'min' | 'max') => (value: string) => (Number(value) > 0 ? pair.labelOf(Number(value), side) : value);
  const boundChange = (side: 'min' | 'max', value: string | undefined): Changes =>
    rent
      ? { [side === 'min' ? 'minRent' : 'maxRent']: value }
      : budgetChange(query, side === 'min' ? { minPrice: value } : { maxPrice: value });
  const minArea = query.minArea ? Number(query.minArea) : undefined;
  const maxArea = query.maxArea ? Number(query.maxArea) : undefined;
  return (
    <div className="space-y-4">
      {withTitle && (
        <Field label="Search by title or address">
          {(ids) => (
            <Input
              {...ids}
              type="search"
              value={query.title ?? ''}
              onChange={(e) => onChange({ title: e.target.value })}
              maxLength={100}
              autoComplete="off"
            />
          )}
        </Field>
      )}
      {withBarFields && (
        <AnySelect
          label="Location"
          name="location"
          anyLabel="All"
          value={query.location}
          options={CITIES.map((c) => ({ value: c, label: withCount(c, facets?.cities[c]) }))}
          onChange={(location) => onChange({ location, locality: undefined })}
        />
      )}
      <FilterChips
        label="Property type"
        options={PROPERTY_TYPES.map((t) => ({ value: t, label: PROPERTY_TYPE_LABELS[t], count: facets?.types[t] }))}
        selected={query.propertyType}
        onToggle={(value) => onChange({ propertyType: toggleListValue(query.propertyType, value) })}
      />
      <FilterChips
        label="BHK"
        options={BHK.map((b) => ({ value: b, label: `${b} BHK`, count: facets?.bhk[b] }))}
        selected={query.bhk}
        onToggle={(value) => onChange({ bhk: toggleListValue(query.bhk, value) })}
      />
      {rent && <RentRanges query={query} onChange={onChange} facets={facets} />}
      <div className={column ? 'grid grid-cols-2 gap-3' : 'grid grid-cols-2 gap-3 lg:grid-cols-4'}>
        <AnySelect
          label={pair.minLabel}
          name={pair.min}
          labelOf={boundLabel('min')}
          anyLabel="No min"
          value={shownMin}
          options={pair.choices.map((v) => ({
            value: String(v),
            label: pair.labelOf(v, 'min'),
            disabled: maxBound !== undefined && v >= maxBound,
          }))}
          onChange={(value) => onChange(boundChange('min', value))}
        />
        <AnySelect
          label={pair.maxLabel}
          name={pair.max}
          labelOf={boundLabel('max')}
          anyLabel="No max"
          value={shownMax}
          options={pair.choices.map((v) => ({
            value: String(v),
            label: pair.labelOf(v, 'max'),
            disabled: minBound !== undefined && v <= minBound,
          }))}
          onChange={(value) => onChange(boundChange('max', value))}
        />
        <div className="col-span-2">
          <TypedBudgetField rent={rent} onChange={onChange} />
        </div>
        <AnySelect
          label="Min area"
          name="minArea"
          labelOf={areaLabel}
          anyLabel="No min"
          value={query.minArea}
          options={AREA_CHOICES_OF_DIMENSION.map((v) => ({
            value: String(v),
            label: areaLabel(String(v)),
            disabled: maxArea !== undefined && v >= maxArea,
          }))}
          onChange={(value) => onChange({ minArea: value })}
        />
        <AnySelect
          label="Max area"
          name="maxArea"
          labelOf={areaLabel}
          anyLabel="No max"
          value={query.maxArea}
          options={AREA_CHOICES_OF_DIMENSION.map((v) => ({
            value: String(v),
            label: areaLabel(String(v)),
            disabled: minArea !== undefined && v <= minArea,
          }))}
          onChange={(value) => onChange({ maxArea: value })}
        />
        {query.location && (
          <AnySelect
            label="Locality"
            name="locality"
            anyLabel={`All of ${query.location}`}
            value={query.locality}
            options={(facets?.localities ?? []).map((l) => ({ value: l.value, label: withCount(l.value, l.count) }))}
            onChange={(locality) => onChange({ locality })}
          />
        )}
        <AnySelect
          label="Posted within"
          name="postedWithin"
          anyLabel="Any time"
          value={query.postedWithin}
          options={POSTED_WITHIN_DAYS.map((d) => ({ value: String(d), label: postedLabel(d) }))}
          onChange={(postedWithin) => onChange({ postedWithin })}
        />
        <AnySelect
          label="Below market"
          name="minDiscount"
          anyLabel="Any deal"
          value={query.minDiscount}
          options={MIN_DISCOUNT_CHOICES.map((d) => ({ value: String(d), label: `${d}% or more below` }))}
          onChange={(minDiscount) => onChange({ minDiscount })}
        />
        {withBarFields && (
          <>
            <AnySelect
              label="Furnishing"
              name="furnishing"
              anyLabel="All"
              value={query.furnishing}
              options={enumeratedChoices('furnishing').map((c) => ({
                value: c.value,
                label: withCount(c.label, facets?.furnishing[c.value]),
              }))}
              onChange={(furnishing) => onChange({ furnishing })}
            />
            <AnySelect
              label="Availability"
              name="availability"
              anyLabel="All"
              value={query.availability}
              options={enumeratedChoices('availability').map((c) => ({
                value: c.value,
                label: withCount(c.label, facets?.availability[c.value]),
              }))}
              onChange={(availability) => onChange({ availability })}
            />
          </>
        )}
      </div>
      {/* The seller's nearby facilities name a metro station: a yes-or-no buyers ask first (docs/decisions/0134). */}
      <TrueFilter name="nearMetro" query={query} onChange={onChange}>
        {withCount(enumeratedLabel('metro', 'true'), facets?.nearMetro?.true)}
      </TrueFilter>
      {/* Sold listings are history, not offers: left out unless asked for. */}
      <TrueFilter name="showSold" query={query} onChange={onChange}>
        Show sold properties
      </TrueFilter>
    </div>
  );
}
