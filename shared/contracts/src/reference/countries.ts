import type { FieldOption } from './declaration';

/**
 * ISO 3166-1 alpha-2 country codes (officially assigned). Names come from the platform's
 * Intl.DisplayNames (browsers and Node with full ICU), so the list stays a list of codes.
 */
const CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW';

const COUNTRY_CODES: readonly string[] = CODES.split(' ');

const COUNTRY_SET = new Set(COUNTRY_CODES);

export const isCountryCode = (code: unknown): boolean => typeof code === 'string' && COUNTRY_SET.has(code);

const displayNames = new Map<string, Intl.DisplayNames | null>();

function namesIn(language: string): Intl.DisplayNames | null {
  let names = displayNames.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      names = null;
    }
    displayNames.set(language, names);
  }
  return names;
}

/**
 * 'NL' → 'Netherlands' ('Nederland' in Dutch); the code itself where the platform has no name
 * for it (or it is no region code).
 */
export function countryName(code: string, language = 'en'): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return namesIn(language)?.of(code) ?? code;
  } catch {
    return code;
  }
}

let options: FieldOption[] | null = null;

/** Every country, by name: 'Netherlands (NL)'. */
export function countryOptions(): FieldOption[] {
  options ??= COUNTRY_CODES.map((code) => ({ value: code, label: `${countryName(code)} (${code})` })).sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return options;
}
