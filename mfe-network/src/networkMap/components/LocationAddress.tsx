import type { ShownLocation } from '@portal/contracts/network';
import { ContactLines } from './ContactLines';
import { useLocationText } from './locationText';

/** Where a location is and how to reach it: the same block in the list and in a marker's popup. */
export function LocationAddress({ location }: { location: Pick<ShownLocation, 'address' | 'city' | 'country' | 'countryName' | 'contact'> }) {
  const { cityLine } = useLocationText();
  return (
    <>
      <address className="net-address">
        {location.address && <span>{location.address}</span>}
        <span>{cityLine(location)}</span>
      </address>
      <ContactLines contact={location.contact} />
    </>
  );
}
