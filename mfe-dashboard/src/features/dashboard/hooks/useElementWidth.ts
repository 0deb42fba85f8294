import { useEffect, useState, type RefObject } from 'react';

/**
 * The element's content width, kept current with a ResizeObserver (window and layout changes). Its
 * first report comes with the next frame's layout: reading clientWidth here forced that layout in
 * the middle of the page's commit (22 ms of CPU on /shipments, a phone's 90 ms, issue 21).
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.contentRect;
      if (box) setWidth(Math.round(box.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
