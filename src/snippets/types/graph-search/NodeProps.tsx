import { Node, type NodeProps } from '@react-sigma/graph-search';
import '@react-sigma/graph-search/lib/style.css';

// Node draws a dot and a label, as in the search results; `hidden` draws a ring
// and greys the label. Here they make a legend.
const legend: Record<string, NodeProps> = {
  person: { label: 'Person', color: '#d9480f' },
  company: { label: 'Company', color: '#1c7ed6' },
  archived: { label: 'Archived', color: '#6c757d', hidden: true },
};

/** Render inside a SigmaContainer: the package's styles apply under it. */
export function Legend() {
  return (
    <ul style={{ listStyle: 'none', padding: 0 }}>
      {Object.entries(legend).map(([key, props]) => (
        <li key={key}>
          <Node {...props} />
        </li>
      ))}
    </ul>
  );
}
