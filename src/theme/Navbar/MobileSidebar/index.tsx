/**
 * Wraps @theme-original/Navbar/MobileSidebar (Docusaurus 3.7.0).
 *
 * Why: the mobile drawer did not close with Escape, and closing it (Escape or
 * its close button) left the keyboard focus on a button that had just been
 * hidden, so the next Tab started again from the top of the page. Now Escape
 * closes it and the focus goes back to the button that opens it.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof MobileSidebarType>;

function focusToggle(): void {
  document.querySelector<HTMLButtonElement>('.navbar__toggle')?.focus();
}

export default function NavbarMobileSidebarWrapper(props: Props): ReactNode {
  const { shown, toggle } = useNavbarMobileSidebar();
  const wasShown = useRef(shown);

  useEffect(() => {
    if (!shown) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      toggle();
      focusToggle();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, toggle]);

  useEffect(() => {
    const closed = wasShown.current && !shown;
    wasShown.current = shown;
    if (!closed) return;
    // A drawer link that navigates keeps its focus handling (Docusaurus moves the focus to the
    // top of the new page); any other control inside the hidden drawer hands the focus back.
    const active = document.activeElement;
    if (active?.closest('.navbar-sidebar') && active.tagName !== 'A') focusToggle();
  }, [shown]);

  return <MobileSidebar {...props} />;
}
