import { useEffect, useRef, useState } from 'react';
import OlMap from 'ol/Map';
import { defaults as defaultControls } from 'ol/control/defaults';
import { addBasemapSoon, createWorldView } from '@portal/ui/map/basemap';

/**
 * An OpenLayers map on the shipped offline basemap, created once for the element and disposed
 * with it. Only the zoom buttons as controls (they are real, labelled buttons). The countries are
 * drawn as images (`asImage`), a quarter a frame, and reused while the markers' clusters change
 * around them: drawn as vectors, the whole world was drawn again in each of the map's first
 * frames (one of 76 ms of CPU on this machine, about 300 ms at a phone's speed, issue 21).
 */
export function useOlMap() {
  const targetRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<OlMap | null>(null);

  useEffect(() => {
    const instance = new OlMap({
      target: targetRef.current!,
      view: createWorldView(),
      controls: defaultControls({ attribution: false, rotate: false }),
    });
    const cancelBasemap = addBasemapSoon(instance, { asImage: true });
    setMap(instance);
    return () => {
      cancelBasemap();
      instance.setTarget(undefined);
      instance.dispose();
      setMap(null);
    };
  }, []);

  return { targetRef, map };
}
