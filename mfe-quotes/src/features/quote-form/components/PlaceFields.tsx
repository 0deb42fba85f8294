import { useCallback } from 'react';
import { useFormikContext } from 'formik';
import type { UnlocodeCountry, UnlocodePlace } from '@portal/contracts/quoteRequests';
import { isShown, type QuoteField, type QuoteFormValues } from '@portal/contracts/rules/quoteForm';
import { useQuotesT } from '../../../messages';
import { searchCities } from '../api/searchCities';
import { searchCountries } from '../api/searchCountries';
import { searchPorts } from '../api/searchPorts';
import { fieldId, TextField } from './fields';
import { UnlocodeCombobox } from './UnlocodeCombobox';

type Side = 'origin' | 'destination';

const FIELDS: Record<Side, { country: QuoteField; city: QuoteField; zip: QuoteField; port: QuoteField }> = {
  origin: { country: 'originCountry', city: 'originCity', zip: 'originZipCode', port: 'originPort' },
  destination: { country: 'destinationCountry', city: 'destinationCity', zip: 'destinationZipCode', port: 'destinationPort' },
};

const countryLabel = (c: UnlocodeCountry) => `${c.name} (${c.code})`;
const placeLabel = (p: UnlocodePlace) => `${p.name} (${p.unlocode})`;
const placeDetail = (p: UnlocodePlace) => [p.unlocode, p.also_named, p.subdivision].filter(Boolean).join(' · ');
/** Typed in full, in any case: the country's name or its ISO code ("France", "fr"). */
const namesCountry = (c: UnlocodeCountry, text: string) => c.code.toLowerCase() === text.toLowerCase() || c.name.toLowerCase() === text.toLowerCase();
/** Typed in full: the place's UN/LOCODE ("NLRTM") or its name. */
const namesPlace = (p: UnlocodePlace, text: string) => [p.unlocode, p.name, p.also_named].some((name) => name?.toLowerCase() === text.toLowerCase());

/** Country, city and zip code, and port of one side; city and port appear as spec §5's table says. */
export function PlaceFields({ side }: { side: Side }) {
  const { values, errors, touched, setValues, setFieldValue, setFieldTouched } = useFormikContext<QuoteFormValues>();
  const f = FIELDS[side];
  const t = useQuotesT();
  const country = values[f.country] as string;
  const modality = values.modality;
  const error = (name: QuoteField) => (touched[name] ? (errors[name] as string | undefined) : undefined);

  const findCountries = useCallback((q: string, signal: AbortSignal) => searchCountries(q, signal), []);
  const resolveCountry = useCallback(async (code: string, signal: AbortSignal) => {
    const found = (await searchCountries(code, signal)).find((c) => c.code === code);
    return found ? countryLabel(found) : null;
  }, []);
  const findCities = useCallback((q: string, signal: AbortSignal) => searchCities(country, q, signal), [country]);
  const findPorts = useCallback((q: string, signal: AbortSignal) => searchPorts(country, q, modality, signal), [country, modality]);
  const resolvePort = useCallback(
    async (code: string, signal: AbortSignal) => {
      const found = (await searchPorts(country, code, modality, signal)).find((p) => p.unlocode === code);
      return found ? placeLabel(found) : null;
    },
    [country, modality],
  );

  // Another country: its city and port no longer fit.
  const changeCountry = (code: string) => {
    if (code === country) return;
    void setValues((v) => ({ ...v, [f.country]: code, [f.city]: '', [f.port]: '' }));
  };
  const needsCountry = country ? undefined : t('form.countryFirst');
  // One word per mode, as the rules' messages say it (portNoun): port, airport, port or rail terminal.
  const mode = modality || 'SEA';
  const portLabel = t(`form.port.${side}.${mode}`);

  return (
    <fieldset className="card stack place-fields">
      <legend>{t(`form.${side}`)}</legend>
      <UnlocodeCombobox<UnlocodeCountry>
        id={fieldId(f.country)}
        label={t(`form.country.${side}`)}
        required
        value={country}
        onChange={changeCountry}
        onBlur={() => setFieldTouched(f.country, true)}
        search={findCountries}
        resolve={resolveCountry}
        toValue={(c) => c.code}
        toLabel={countryLabel}
        exactMatch={namesCountry}
        unmatchedMessage={(text) => t('form.noCountry', { text })}
        errorTag="[LOAD_COUNTRIES]"
        error={error(f.country)}
        placeholder={t('form.typeToSearch')}
      />
      {isShown(f.city, values) && (
        <div className="place-city">
          <UnlocodeCombobox<UnlocodePlace>
            id={fieldId(f.city)}
            label={t(`form.city.${side}`)}
            required
            freeText
            value={values[f.city] as string}
            onChange={(name) => setFieldValue(f.city, name)}
            onBlur={() => setFieldTouched(f.city, true)}
            search={findCities}
            toValue={(p) => p.name}
            toLabel={(p) => p.name}
            toDetail={placeDetail}
            errorTag="[LOAD_CITIES]"
            disabled={!country}
            hint={needsCountry}
            error={error(f.city)}
          />
          <TextField name={f.zip} label={t(`form.zip.${side}`)} required maxLength={20} autoComplete="postal-code" />
        </div>
      )}
      {isShown(f.port, values) && (
        <UnlocodeCombobox<UnlocodePlace>
          id={fieldId(f.port)}
          label={portLabel}
          required
          value={values[f.port] as string}
          onChange={(code) => setFieldValue(f.port, code)}
          onBlur={() => setFieldTouched(f.port, true)}
          search={findPorts}
          resolve={resolvePort}
          toValue={(p) => p.unlocode}
          toLabel={placeLabel}
          toDetail={placeDetail}
          exactMatch={namesPlace}
          unmatchedMessage={(text) => t(`form.noPort.${mode}`, { text })}
          errorTag="[LOAD_PORTS]"
          disabled={!country}
          hint={needsCountry}
          error={error(f.port)}
          placeholder={t('form.portPlaceholder')}
        />
      )}
    </fieldset>
  );
}
