/**
 * Network locations (spec sections 2, 3 and 9): the values the map, the API and the reference
 * area's Network Locations form agree on. Pure TS, used by the browser and by mock-api.
 */

import { countryName as isoCountryName } from '../reference/countries';

/** The continent buttons, in the order of the spec; 'All' is the whole network, not a stored value. */
export const CONTINENTS = ['Asia', 'Africa', 'America', 'Europe', 'Oceania'] as const;
export type Continent = (typeof CONTINENTS)[number];
export const ALL_CONTINENTS = 'All';
export type ContinentChoice = Continent | typeof ALL_CONTINENTS;

export const NETWORK_LOCATION_TYPES = ['Company', 'Agent'] as const;

/**
 * The role decides the map icon. Company roles are the forwarder's own sites; agent roles say
 * what the partner does for us. An unknown role (typed in by an administrator) gets a plain pin.
 */
export const NETWORK_ROLES = ['Headquarters', 'Office', 'Warehouse', 'Sea freight', 'Air freight', 'Road transport', 'Rail', 'Customs'] as const;
export type NetworkRole = (typeof NETWORK_ROLES)[number];

/** Roles whose Company locations are offices shown as cards on the contact page. */
export const OFFICE_ROLES: readonly NetworkRole[] = ['Headquarters', 'Office'];

export function isContinent(value: unknown): value is Continent {
  return typeof value === 'string' && (CONTINENTS as readonly string[]).includes(value);
}

/** A location can be drawn when both coordinates are real WGS84 numbers. */
export function hasCoordinates(location: { latitude: number | null; longitude: number | null }): boolean {
  const { latitude, longitude } = location;
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/**
 * 'NL' → 'Netherlands' (the table keeps ISO codes; people read names); anything that is not a
 * two-letter code as it is. Intl's names are loaded on first use, not when the module loads.
 */
export function countryName(code: string): string {
  return /^[A-Z]{2}$/.test(code) ? isoCountryName(code) : code;
}

/** The words of a search of the location list: lower case, split on white space. */
export function searchWords(query: string | undefined): string[] {
  return (query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

type Searchable = { name: string; city: string; country: string; role: string; unlocode: string | null; address: string };

/** A location matches a search when its name, city, country (code or name), role, UN/LOCODE or address hold every word. */
export function locationMatches(location: Searchable, words: readonly string[]): boolean {
  const text =
    `${location.name} ${location.city} ${location.country} ${countryName(location.country)} ${location.role} ${location.unlocode ?? ''} ${location.address}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

export interface ContactDetails {
  phone: string | null;
  email: string | null;
  /** What is left once the phone and e-mail are taken out (a person's name, opening hours…). */
  other: string | null;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
// An international or local number: digits with spaces, dots, dashes, brackets, at least 6 digits.
const PHONE = /(?:\+|\(?0)[\d\s().-]{5,}\d/;

/**
 * The `contact` column is free text kept by administrators ("+31 10 428 5600 · rotterdam@…").
 * Pulls out the phone number and e-mail so the page can offer tel: and mailto: links.
 */
export function parseContact(contact: string | null | undefined): ContactDetails {
  const text = (contact ?? '').trim();
  const email = EMAIL.exec(text)?.[0] ?? null;
  const withoutEmail = email ? text.replace(email, ' ') : text;
  const phoneMatch = PHONE.exec(withoutEmail)?.[0] ?? null;
  const phone = phoneMatch && phoneMatch.replace(/\D/g, '').length >= 6 ? phoneMatch.trim() : null;
  const rest = (phone ? withoutEmail.replace(phoneMatch!, ' ') : withoutEmail)
    .split(/[·|,;/\n]+/)
    .map((part) => part.replace(/^\s*(?:tel|phone|t|e|e-mail|email)\s*[:.]?\s*$/i, '').trim())
    .filter((part) => part.length > 0 && !/^(?:tel|phone|e-mail|email)\.?:?$/i.test(part))
    .join(', ');
  return { phone, email, other: rest || null };
}

/** The `tel:` form of a displayed number: digits and a leading plus only. */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${phone.replace(/\D/g, '')}`;
}
