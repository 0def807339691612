/**
 * Ejected from @docusaurus/theme-classic 3.7.0 (`theme/Tabs/index.js`).
 *
 * Upstream re-creates every tab set, with all it holds, once the page has
 * hydrated (a `key` that changes with `useIsBrowser()`, Docusaurus #5653): a
 * tab set whose choice is remembered (`groupId`) or put in the URL
 * (`queryString`) may have to show another tab than the server rendered. A
 * tab set with neither always shows its default tab first, so re-creating it
 * only throws the server's markup away: on an example page, each example's
 * source, tokenized and built again, then the whole page styled and laid out
 * again. Such tab sets are now hydrated once and kept.
 */
import { cloneElement, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import clsx from 'clsx';
import {
  useScrollPositionBlocker,
  useTabs,
  sanitizeTabsChildren,
  type TabItemProps,
} from '@docusaurus/theme-common/internal';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { Props } from '@theme/Tabs';
// Change: upstream's own styles, so these tabs look exactly like upstream's.
import styles from '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css';

type TabsState = Props & ReturnType<typeof useTabs>;

function TabList({ className, block, selectedValue, selectValue, tabValues }: TabsState): ReactNode {
  const tabRefs: (HTMLLIElement | null)[] = [];
  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();

  const handleTabChange = (
    event: FocusEvent<HTMLLIElement> | MouseEvent<HTMLLIElement> | KeyboardEvent<HTMLLIElement>,
  ) => {
    const newTab = event.currentTarget;
    const newTabValue = tabValues[tabRefs.indexOf(newTab)]!.value;
    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;
    switch (event.key) {
      case 'Enter':
        handleTabChange(event);
        break;
      case 'ArrowRight':
        focusElement = tabRefs[tabRefs.indexOf(event.currentTarget) + 1] ?? tabRefs[0]!;
        break;
      case 'ArrowLeft':
        focusElement = tabRefs[tabRefs.indexOf(event.currentTarget) - 1] ?? tabRefs[tabRefs.length - 1]!;
        break;
      default:
        break;
    }
    focusElement?.focus();
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', { 'tabs--block': block }, className)}>
      {tabValues.map(({ value, label, attributes }) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(tabControl) => {
            tabRefs.push(tabControl);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string, {
            'tabs__item--active': selectedValue === value,
          })}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabContent({ lazy, children, selectedValue }: TabsState): ReactNode {
  const childTabs = (Array.isArray(children) ? children : [children]).filter(Boolean) as ReactElement<TabItemProps>[];
  if (lazy) {
    const selectedTabItem = childTabs.find((tabItem) => tabItem.props.value === selectedValue);
    if (!selectedTabItem) return null;
    return cloneElement(selectedTabItem, { className: clsx('margin-top--md', selectedTabItem.props.className) });
  }
  return (
    <div className="margin-top--md">
      {childTabs.map((tabItem, i) => cloneElement(tabItem, { key: i, hidden: tabItem.props.value !== selectedValue }))}
    </div>
  );
}

function TabsComponent(props: Props): ReactNode {
  const tabs = useTabs(props);
  return (
    <div className={clsx('tabs-container', styles.tabList)}>
      <TabList {...tabs} {...props} />
      <TabContent {...tabs} {...props} />
    </div>
  );
}

export default function Tabs(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Change: only a tab set whose choice can differ from the server's is re-created after hydration.
  const restoresChoice = Boolean(props.groupId ?? props.queryString);
  return (
    <TabsComponent key={restoresChoice ? String(isBrowser) : undefined} {...props}>
      {sanitizeTabsChildren(props.children)}
    </TabsComponent>
  );
}
