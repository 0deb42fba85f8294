import type { ShipmentDetail, ShipmentPlace } from '@portal/contracts/shipments';
import { DEFAULT_LANGUAGE } from '@portal/contracts/i18n/language';
import { translate } from '../../../core/i18n';

/**
 * The detail's prose in the request's language: the "Now" line, the CO₂e method, each leg's
 * distance note and intensity name, and the consignee's place. The modules that compute the
 * detail write English (the words English clients and the spec's tests read); the translations
 * are `src/locales/<language>.json`'s `shipmentDetail`, English text as the key, as for error messages.
 * Only prose changes: codes, states, dates, figures and coordinates are the same in every
 * language, so the public API's machine fields do not move with Accept-Language.
 *
 * Left in English on purpose: the goods description (the shipper's own words from the booking,
 * as the customs papers carry them, and as MyShipments lists them), port names (their own
 * names) and each intensity's source (a citation of an English publication).
 */
export function wordDetail<D extends Pick<ShipmentDetail, 'origin' | 'destination' | 'via' | 'delivery' | 'milestones' | 'position' | 'emissions'>>(detail: D, language: string): D {
  if (language === DEFAULT_LANGUAGE) return detail;
  const places = [detail.origin, detail.destination, detail.via, detail.delivery].filter((p): p is ShipmentPlace => p !== null);
  const country = countryNames(places, language);
  const word = (text: string) => translate(text, language, undefined, 'shipmentDetail');
  const place = (p: ShipmentPlace): ShipmentPlace => ({ ...p, name: word(p.name), country: country(p.country) });
  return {
    ...detail,
    origin: place(detail.origin),
    destination: place(detail.destination),
    via: detail.via && place(detail.via),
    delivery: detail.delivery && place(detail.delivery),
    milestones: detail.milestones.map((m) => ({ ...m, place: word(countriesIn(m.place, places, country)) })),
    position: { ...detail.position, text: word(countriesIn(detail.position.text, places, country)) },
    emissions: {
      ...detail.emissions,
      method: word(detail.emissions.method),
      legs: detail.emissions.legs.map((leg) => ({ ...leg, from: word(leg.from), to: word(leg.to), distanceMethod: localNumbers(word(leg.distanceMethod), language), factorName: word(leg.factorName) })),
    },
  };
}

/**
 * A place's country as the language names it, from the country code its UN/LOCODE starts with
 * (the stored name is English); a name without a known code stays as stored.
 */
function countryNames(places: readonly ShipmentPlace[], language: string): (english: string) => string {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  const byEnglish = new Map<string, string>();
  for (const p of places) {
    const local = /^[A-Z]{2}/.test(p.locode) ? names.of(p.locode.slice(0, 2)) : undefined;
    if (p.country && local) byEnglish.set(p.country, local);
  }
  return (english) => byEnglish.get(english) ?? english;
}

/** The position line names a place's country after its last comma. */
function countriesIn(text: string, places: readonly ShipmentPlace[], country: (english: string) => string): string {
  const english = [...new Set(places.map((p) => p.country).filter(Boolean))];
  const found = english.find((name) => text.endsWith(`, ${name}`) || text.includes(`, ${name}:`));
  return found ? text.replace(`, ${found}`, `, ${country(found)}`) : text;
}

/**
 * The figures inside a translated note ("hemelsbreed 1,234 km × 1.2") written as the language
 * writes numbers: the English note formats them with the English separators.
 */
function localNumbers(text: string, language: string): string {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  return text.replace(/\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+/g, (n) => format.format(Number(n.replace(/,/g, ''))));
}
