/**
 * Wraps @theme-original/ColorModeToggle (Docusaurus 3.7.0).
 *
 * Why: pages are pre-rendered in light mode. When a reader's page opens dark
 * (system preference or stored choice), React hydrates the toggle without
 * correcting its attributes, so its label kept saying "currently light mode"
 * until the first click (Docusaurus issue #8024, fixed upstream in 3.8).
 * Mounting the toggle afresh once the page runs in the browser gives it the
 * right label, title and pressed state.
 */
import type { ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof ColorModeToggleType>;

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  return <ColorModeToggle key={isBrowser ? 'browser' : 'server'} {...props} />;
}
