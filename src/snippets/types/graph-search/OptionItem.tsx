import { useEffect, useState } from 'react';
import { useRegisterEvents } from '@react-sigma/core';
import { GraphSearch, type GraphSearchOption, type OptionItem } from '@react-sigma/graph-search';
import '@react-sigma/graph-search/lib/style.css';

/** The search box's value for a node: its key and the word "nodes". */
function nodeOption(node: string): OptionItem {
  return { id: node, type: 'nodes' };
}

/** A search box that also shows the node last clicked in the graph. Render inside a SigmaContainer. */
export function SearchFollowsClicks() {
  const registerEvents = useRegisterEvents();
  const [value, setValue] = useState<GraphSearchOption | null>(null);

  useEffect(() => {
    registerEvents({ clickNode: ({ node }) => setValue(nodeOption(node)) });
  }, [registerEvents]);

  return <GraphSearch type="nodes" value={value} onChange={setValue} />;
}
