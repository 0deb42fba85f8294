import { useEffect, useRef, useState } from 'react';
import OlMap from 'ol/Map';
import { defaults as defaultControls } from 'ol/control/defaults';
import { addBasemapSoon, createWorldView } from '@portal/ui/map/basemap';

/**
 * An OpenLayers map on the shipped offline basemap, created once for the element and disposed
 * with it. Only the zoom buttons as controls (they are real, labelled buttons). The countries are
 * tiles drawn by a worker (`@portal/ui` basemap), so the map's frames only copy them. The zoom
 * buttons' names follow the language (`labels`) without the map being made again.
 */
export function useOlMap(labels: { zoomIn: string; zoomOut: string }) {
  const targetRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<OlMap | null>(null);

  useEffect(() => {
    const instance = new OlMap({
      target: targetRef.current!,
      view: createWorldView(),
      controls: defaultControls({ attribution: false, rotate: false }),
    });
    const cancelBasemap = addBasemapSoon(instance);
    setMap(instance);
    return () => {
      cancelBasemap();
      instance.setTarget(undefined);
      instance.dispose();
      setMap(null);
    };
  }, []);

  useEffect(() => {
    const named = (selector: string, name: string) => {
      const button = targetRef.current?.querySelector<HTMLButtonElement>(selector);
      button?.setAttribute('title', name);
      button?.setAttribute('aria-label', name);
    };
    named('.ol-zoom-in', labels.zoomIn);
    named('.ol-zoom-out', labels.zoomOut);
  }, [map, labels.zoomIn, labels.zoomOut]);

  return { targetRef, map };
}
