/**
 * Wraps @theme-original/Navbar/MobileSidebar (Docusaurus 3.7.0).
 *
 * Why: the mobile drawer did not close with Escape, and closing it (Escape or
 * its close button) left the keyboard focus on a button that had just been
 * hidden, so the next Tab started again from the top of the page. Now Escape
 * closes it and the focus goes back to the button that opens it. Likewise
 * "← Back to main menu" slid its own panel out of view with the focus on it,
 * and the next Tab went on into the page behind the drawer: now the focus moves
 * to the first item of the site menu that slides in.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavbarMobileSidebar, useNavbarSecondaryMenu } from '@docusaurus/theme-common/internal';
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
  const secondaryMenu = useNavbarSecondaryMenu();
  const wasSecondaryShown = useRef(secondaryMenu.shown);

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

  useEffect(() => {
    const backToMain = wasSecondaryShown.current && !secondaryMenu.shown;
    wasSecondaryShown.current = secondaryMenu.shown;
    if (!backToMain || !shown) return;
    // The panels are the drawer's two `.navbar-sidebar__item`s: the site menu, then the secondary menu.
    const panels = document.querySelectorAll<HTMLElement>('.navbar-sidebar__items > .navbar-sidebar__item');
    if (!panels.item(1)?.contains(document.activeElement)) return;
    panels.item(0)?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [secondaryMenu.shown, shown]);

  return <MobileSidebar {...props} />;
}
