import { useState } from 'react';
import { GraphSearch, type GraphSearchOption, type ItemType } from '@react-sigma/graph-search';
import '@react-sigma/graph-search/lib/style.css';

const itemTypes: ItemType[] = ['nodes', 'edges'];

/** The reader picks what the search box looks in. Render inside a SigmaContainer. */
export function NodeOrEdgeSearch() {
  const [type, setType] = useState<ItemType>('nodes');
  const [value, setValue] = useState<GraphSearchOption | null>(null);

  return (
    <fieldset>
      <legend>Search in</legend>
      {itemTypes.map((item) => (
        <label key={item}>
          <input type="radio" name="search-in" checked={type === item} onChange={() => setType(item)} /> {item}
        </label>
      ))}
      <GraphSearch type={type} value={value} onChange={setValue} />
    </fieldset>
  );
}
