/**
 * Ejected from @docusaurus/theme-classic 3.7.0 (`src/theme/Tabs/index.tsx`),
 * kept verbatim except for the blocks marked `// Change:`; to re-eject, copy
 * the upstream file again and re-apply those blocks. Why:
 *
 * - Upstream re-creates every tab set, with all it holds, once the page has
 *   hydrated (a `key` that changes with `useIsBrowser()`, Docusaurus #5653). A
 *   tab set whose choice is remembered (`groupId`) or put in the URL
 *   (`queryString`) may have to show another tab than the server rendered; a
 *   tab set with neither always shows its default tab first, so re-creating it
 *   only threw the server's markup away (on an example page, each example's
 *   source tokenized and built again: Lighthouse TBT on events 527–607 ms →
 *   99–125 ms). Such tab sets are now hydrated once and kept.
 * - Upstream's tabs and panels are not tied to each other, so an HTML checker
 *   reports every tab without its panel and a screen reader cannot tell which
 *   panel a tab shows. Each tab now names its panel (`aria-controls`) and each
 *   panel its tab (`aria-labelledby`, through the ejected `@theme/TabItem`), the
 *   WAI-ARIA tabs pattern.
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Change: `useId` names each tab and panel.
import React, {cloneElement, useId, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {
  useScrollPositionBlocker,
  useTabs,
  sanitizeTabsChildren,
  type TabItemProps,
} from '@docusaurus/theme-common/internal';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/Tabs';
// Change: upstream's own styles (no copy to keep in step); src/theme/upstreamStyles.test.ts guards the path.
import styles from '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css';

// Change: the ids that tie tab `index` of the tab set `id` to its panel.
type TabIds = {id: string};
export function tabId(setId: string, index: number): string {
  return `${setId}-tab-${index}`;
}
export function panelId(setId: string, index: number): string {
  return `${setId}-panel-${index}`;
}

function TabList({
  className,
  block,
  selectedValue,
  selectValue,
  tabValues,
  // Change: the tab set's id, and whether only the selected panel is rendered.
  id,
  lazy,
}: Props & ReturnType<typeof useTabs> & TabIds) {
  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} =
    useScrollPositionBlocker();

  const handleTabChange = (
    event:
      | React.FocusEvent<HTMLLIElement>
      | React.MouseEvent<HTMLLIElement>
      | React.KeyboardEvent<HTMLLIElement>,
  ) => {
    const newTab = event.currentTarget;
    const newTabIndex = tabRefs.indexOf(newTab);
    const newTabValue = tabValues[newTabIndex]!.value;

    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;

    switch (event.key) {
      case 'Enter': {
        handleTabChange(event);
        break;
      }
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0]!;
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1]!;
        break;
      }
      default:
        break;
    }

    focusElement?.focus();
  };

  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx(
        'tabs',
        {
          'tabs--block': block,
        },
        className,
      )}>
      {tabValues.map(({value, label, attributes}, index) => (
        <li
          // TODO extract TabListItem
          role="tab"
          // Change: each tab names the panel it shows (a lazy set renders the selected one only).
          id={tabId(id, index)}
          aria-controls={
            !lazy || selectedValue === value ? panelId(id, index) : undefined
          }
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(tabControl) => {
            tabRefs.push(tabControl);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx(
            'tabs__item',
            styles.tabItem,
            attributes?.className as string,
            {
              'tabs__item--active': selectedValue === value,
            },
          )}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabContent({
  lazy,
  children,
  selectedValue,
  // Change: the tab set's id.
  id,
}: Props & ReturnType<typeof useTabs> & TabIds) {
  const childTabs = (Array.isArray(children) ? children : [children]).filter(
    Boolean,
  ) as ReactElement<TabItemProps>[];
  if (lazy) {
    const selectedTabItem = childTabs.find(
      (tabItem) => tabItem.props.value === selectedValue,
    );
    if (!selectedTabItem) {
      // fail-safe or fail-fast? not sure what's best here
      return null;
    }
    // Change: the panel names its tab.
    const index = childTabs.indexOf(selectedTabItem);
    return cloneElement(selectedTabItem, {
      className: clsx('margin-top--md', selectedTabItem.props.className),
      id: panelId(id, index),
      'aria-labelledby': tabId(id, index),
    } as Partial<TabItemProps>);
  }
  return (
    <div className="margin-top--md">
      {childTabs.map((tabItem, i) =>
        cloneElement(tabItem, {
          key: i,
          hidden: tabItem.props.value !== selectedValue,
          // Change: each panel names its tab.
          id: panelId(id, i),
          'aria-labelledby': tabId(id, i),
        } as Partial<TabItemProps>),
      )}
    </div>
  );
}

function TabsComponent(props: Props): ReactNode {
  const tabs = useTabs(props);
  // Change: one id per tab set, the same on the server and in the browser.
  const id = useId();
  return (
    <div className={clsx('tabs-container', styles.tabList)}>
      <TabList {...tabs} {...props} id={id} />
      <TabContent {...tabs} {...props} id={id} />
    </div>
  );
}

export default function Tabs(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Change: only a tab set whose choice can differ from the server's is re-created after hydration.
  const restoresChoice = Boolean(props.groupId ?? props.queryString);
  return (
    <TabsComponent
      // Remount tabs after hydration
      // Temporary fix for https://github.com/facebook/docusaurus/issues/5653
      key={restoresChoice ? String(isBrowser) : undefined}
      {...props}>
      {sanitizeTabsChildren(props.children)}
    </TabsComponent>
  );
}
