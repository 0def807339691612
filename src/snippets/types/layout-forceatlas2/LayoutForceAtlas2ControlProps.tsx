import { LayoutForceAtlas2Control, type LayoutForceAtlas2ControlProps } from '@react-sigma/layout-forceatlas2';
import '@react-sigma/core/lib/style.css';

/**
 * The ForceAtlas2 button, run for three seconds when it mounts, with settings that keep
 * clusters apart. Render inside a SigmaContainer; the caller's props pass on.
 */
export function ClusterControl({ settings, ...props }: LayoutForceAtlas2ControlProps) {
  return (
    <LayoutForceAtlas2Control
      autoRunFor={3000}
      {...props}
      // `settings` holds the worker's parameters; ForceAtlas2's own settings sit one level down.
      settings={{ ...settings, settings: { linLogMode: true, slowDown: 10, ...settings?.settings } }}
    />
  );
}
