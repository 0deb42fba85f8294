import { useState } from 'react';

/**
 * The picture of a location's UN/LOCODE, served by this remote from images/locations/<CODE>.svg
 * (mfe-network/public, copied into the build; add a file there to give a place its picture).
 * A code without a picture shows the generic one; if even that fails, nothing.
 */
const base = () => `${__webpack_public_path__}images/locations/`;
const FALLBACK_IMAGE = 'default.svg';

function locationImageUrl(unlocode: string | null | undefined): string {
  return `${base()}${unlocode && /^[A-Z0-9]{5}$/.test(unlocode) ? `${unlocode}.svg` : FALLBACK_IMAGE}`;
}

export function LocationImage({ unlocode, alt }: { unlocode: string | null; alt: string }) {
  const [step, setStep] = useState<'own' | 'fallback' | 'none'>('own');
  if (step === 'none') return null;
  const src = step === 'own' ? locationImageUrl(unlocode) : `${base()}${FALLBACK_IMAGE}`;
  return (
    <img
      key={src}
      className="net-location-image"
      src={src}
      alt={alt}
      width={320}
      height={140}
      loading="lazy"
      onError={() => setStep(step === 'own' && !src.endsWith(FALLBACK_IMAGE) ? 'fallback' : 'none')}
    />
  );
}
