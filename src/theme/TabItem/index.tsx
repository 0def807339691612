/**
 * Ejected from @docusaurus/theme-classic 3.7.0 (`src/theme/TabItem/index.tsx`),
 * kept verbatim except for the blocks marked `// Change:`. Why: the ejected
 * `@theme/Tabs` gives each panel an id and the id of its tab
 * (`aria-labelledby`), which upstream's panel does not pass on.
 */
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/TabItem';

// Change: upstream's own styles (no copy to keep in step); src/theme/upstreamStyles.test.ts guards the path.
import styles from '@docusaurus/theme-classic/lib/theme/TabItem/styles.module.css';

// Change: the ids the ejected `@theme/Tabs` passes down.
type PanelIds = {id?: string; 'aria-labelledby'?: string};

export default function TabItem({
  children,
  hidden,
  className,
  // Change: the panel's id and its tab's.
  id,
  'aria-labelledby': labelledBy,
}: Props & PanelIds): ReactNode {
  return (
    <div
      role="tabpanel"
      // Change: the panel's id and its tab's.
      id={id}
      aria-labelledby={labelledBy}
      className={clsx(styles.tabItem, className)}
      {...{hidden}}>
      {children}
    </div>
  );
}
