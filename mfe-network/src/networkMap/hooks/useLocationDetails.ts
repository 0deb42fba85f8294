import { useEffect, useState } from 'react';
import { handleError, tFor } from '@portal/kit';
import type { ShownLocation } from '@portal/contracts/network';
import { getLocation } from '../api/getLocation';
import type { Selection } from '../components/NetworkMap';
import { NETWORK_NS } from '../../messages';

/**
 * The details of the selected location for its popup: those the list passed along, else read
 * from the API (a marker carries only its place, role and continent). Null until known.
 */
export function useLocationDetails(selected: Selection | null): ShownLocation | null {
  const [read, setRead] = useState<ShownLocation | null>(null);
  const given = selected?.location ?? null;
  const wanted = selected && !given ? selected.id : null;

  useEffect(() => {
    if (wanted === null) return;
    const controller = new AbortController();
    getLocation(wanted, controller.signal).then(
      (location) => !controller.signal.aborted && setRead(location),
      (error) => !controller.signal.aborted && handleError(error, tFor(NETWORK_NS)('map.detailsFailed')),
    );
    return () => controller.abort();
  }, [wanted]);

  if (given) return given;
  return read && read.id === wanted ? read : null;
}
