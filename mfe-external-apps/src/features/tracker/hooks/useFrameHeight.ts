import { useEffect, useState } from 'react';
import { FRAME_HEIGHT_OFFSET } from '../../../constants';

const measure = () => Math.max(0, window.innerHeight - FRAME_HEIGHT_OFFSET);

/** The window height minus the portal's header (spec section 9), following every resize. */
export function useFrameHeight(): number {
  const [height, setHeight] = useState(measure);
  useEffect(() => {
    const onResize = () => setHeight(measure());
    window.addEventListener('resize', onResize);
    onResize();
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}
