import { ALL_CONTINENTS, CONTINENTS, type ContinentChoice } from '@portal/contracts/rules/network';
import { useNetworkT } from '../../messages';

const CHOICES: readonly ContinentChoice[] = [...CONTINENTS, ALL_CONTINENTS];

interface Props {
  value: ContinentChoice;
  onChange(continent: ContinentChoice): void;
  /** Located locations per continent, for the buttons' accessible names; null while the markers load. */
  counts: Record<string, number> | null;
}

/** Asia, Africa, America, Europe, Oceania, All (spec section 9): each fits the map to that continent. */
export function ContinentButtons({ value, onChange, counts }: Props) {
  const t = useNetworkT();
  return (
    <div className="net-continents" role="group" aria-label={t('map.continentGroup')}>
      {CHOICES.map((continent) => (
        <button
          key={continent}
          type="button"
          className="btn btn-sm"
          aria-pressed={value === continent}
          aria-label={counts ? t('map.continentCount', { continent: t(`continents.${continent}`), count: counts[continent] ?? 0 }) : undefined}
          onClick={() => onChange(continent)}
        >
          {t(`continents.${continent}`)}
        </button>
      ))}
    </div>
  );
}
