import { useEffect } from 'react';
import { useSigma } from '@react-sigma/core';

/**
 * For react-sigma 5.0.4, whose SigmaContainer leaves its sigma instance alive when it unmounts:
 * render it inside the container, and it kills the instance once the graph has left the page.
 * On later releases the container kills sigma as well, and a second kill does nothing.
 */
export function KillSigmaOnUnmount() {
  const sigma = useSigma();
  useEffect(
    () => () => {
      // In development, Strict Mode runs this clean-up with the graph still on the page, and
      // the effect again at once: sigma must live on. Only an unmount takes the graph away.
      if (!sigma.getContainer().isConnected) sigma.kill();
    },
    [sigma],
  );
  return null;
}
