import type { PropsWithChildren } from 'react';
import { GraphSearchContextProvider, type GraphSearchContextProviderProps } from '@react-sigma/graph-search';

// Each node attribute sits in the index as `prop_<name>`; `fields` makes some searchable
// besides the label. Defined once: the provider rebuilds its index when this object changes.
const searchCategories: GraphSearchContextProviderProps = {
  minisearchOptions: { fields: ['prop_category'] },
};

/**
 * One index for every GraphSearchInput inside, where "person" also finds the nodes
 * whose `category` is "person". Render inside a SigmaContainer.
 */
export function CategorySearchProvider({ children }: PropsWithChildren) {
  return <GraphSearchContextProvider {...searchCategories}>{children}</GraphSearchContextProvider>;
}
