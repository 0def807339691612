import { FullScreenControl, type FullScreenControlProps } from '@react-sigma/core';
import '@react-sigma/core/lib/style.css';

/**
 * The full-screen button with French labels. They name the button for screen readers
 * and show as its tooltip; a label the caller gives still wins.
 */
export function PleinEcranControl({ labels, ...props }: FullScreenControlProps) {
  return <FullScreenControl {...props} labels={{ enter: 'Plein écran', exit: 'Quitter le plein écran', ...labels }} />;
}
