import { useState } from 'react';
import { useCamera } from '@react-sigma/core';
import { GraphSearch, type GraphSearchOption, type OptionMessage } from '@react-sigma/graph-search';
import '@react-sigma/graph-search/lib/style.css';

/** When nothing matches, the list offers to show the whole graph. Render inside a SigmaContainer. */
export function SearchOrShowAll() {
  const { reset } = useCamera();
  const [value, setValue] = useState<GraphSearchOption | null>(null);
  const showAll: OptionMessage = { type: 'message', message: 'No match: show the whole graph', action: reset };

  return (
    <GraphSearch
      value={value}
      postSearchResult={(options) => (options.length > 0 ? options : [showAll])}
      onChange={(option) => {
        // A picked message comes to onChange like a result: GraphSearch never calls `action` itself.
        if (option?.type === 'message') option.action?.();
        else setValue(option);
      }}
    />
  );
}
