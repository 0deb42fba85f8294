import type { Modality } from '@portal/contracts/wire';
import { MODALITY_NAMES, glyphSvg } from './icons';

/** The modality glyph inline (currentColor); decorative unless given a title. */
export function ModalityIcon({ modality, size = 20, title, cut = '#ffffff' }: { modality: Modality; size?: number; title?: string; cut?: string }) {
  return (
    <svg
      className="modality-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title ?? undefined}
      data-modality={MODALITY_NAMES[modality]}
      // Our own constant markup (icons.ts), never data from the API.
      dangerouslySetInnerHTML={{ __html: glyphSvg(modality, cut) }}
    />
  );
}
