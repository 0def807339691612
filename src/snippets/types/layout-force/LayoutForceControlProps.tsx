import { LayoutForceControl, type LayoutForceControlProps } from '@react-sigma/layout-force';
import '@react-sigma/core/lib/style.css';

/**
 * The force layout's button, in French, with gentler forces than the defaults.
 * Render inside a SigmaContainer; the caller's props pass on.
 */
export function ForceControlFr({ labels, settings, ...props }: LayoutForceControlProps) {
  return (
    <LayoutForceControl
      {...props}
      labels={{ start: 'Lancer la disposition', stop: 'Arrêter la disposition', ...labels }}
      // The worker reads these once, when it starts for this sigma: later changes are not seen.
      settings={{ settings: { attraction: 0.0003, repulsion: 0.05 }, ...settings }}
    />
  );
}
