import type { LabelKeys } from '@react-sigma/graph-search';

type Language = 'en' | 'fr';

// A Record over LabelKeys, not `Labels`: every key is required, so the checker
// names any text left untranslated, e.g. a key that a new version adds.
export const searchLabels: Record<Language, Record<LabelKeys, string>> = {
  en: {
    placeholder: 'Search…',
    type_something_to_search: 'Type something to search',
    no_result_found: 'No result found',
    no_label: 'No label',
  },
  fr: {
    placeholder: 'Rechercher…',
    type_something_to_search: 'Tapez un mot à chercher',
    no_result_found: 'Aucun résultat',
    no_label: 'Sans libellé',
  },
};

// <GraphSearch labels={searchLabels[language]} value={value} onChange={setValue} />
