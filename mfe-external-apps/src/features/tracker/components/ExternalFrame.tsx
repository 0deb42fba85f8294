import { forwardRef } from 'react';
import { useFrameHeight } from '../hooks/useFrameHeight';

interface ExternalFrameProps {
  src: string;
  title: string;
  onLoad?: () => void;
}

/**
 * An external application in an iframe, as tall as the window minus the portal's header. The
 * frame may run its own scripts and forms on its own origin, and open windows, but may not steer
 * the portal's page (no allow-top-navigation).
 */
export const ExternalFrame = forwardRef<HTMLIFrameElement, ExternalFrameProps>(function ExternalFrame({ src, title, onLoad }, ref) {
  const height = useFrameHeight();
  return (
    <iframe
      ref={ref}
      className="ext-frame"
      src={src}
      title={title}
      style={{ height }}
      onLoad={onLoad}
      referrerPolicy="strict-origin"
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads"
    />
  );
});
