import type { Options } from 'minisearch';
import type { Document } from '@react-sigma/graph-search';

/**
 * Options for GraphSearch's `minisearchOptions`. A document holds each attribute of its node
 * as `prop_<name>`: here the list `aliases: ['Countess of Lovelace']` is joined into text,
 * so that "countess" finds Ada Lovelace.
 */
export const aliasSearch: Partial<Options<Document>> = {
  fields: ['prop_aliases'],
  extractField: (document: Document, fieldName: string) => {
    const value = document[fieldName];
    return Array.isArray(value) ? value.join(' ') : value;
  },
};

// Defined once, outside components: the index is rebuilt when this object changes.
// <GraphSearch minisearchOptions={aliasSearch} value={value} onChange={setValue} />
