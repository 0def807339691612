/**
 * The inspector panel's styles, in its chunk rather than in a CSS module: Docusaurus puts every CSS module in the
 * one stylesheet all pages load, and the inspector costs a page nothing until a reader opens it. React 19 puts the
 * <style> in the head once (its `href` names it), ./Inspector.tsx renders it. Under the text twin's line, in the
 * same box, so it never covers the graph; two columns of tables where there is room, one on a phone.
 */
export const INSPECTOR_CSS = `
.inspector-panel {
  padding: 0.5rem 0.75rem 0.75rem;
  border: 1px solid var(--ifm-color-emphasis-300);
  border-top: none;
  background: var(--ifm-background-surface-color);
  color: var(--ifm-font-color-base);
  font-size: 0.8125rem;
}

.inspector-panel p {
  margin: 0 0 0.375rem;
}

.inspector-panel .inspector-head {
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  justify-content: space-between;
}

.inspector-panel .inspector-heading {
  font-weight: var(--ifm-font-weight-semibold);
}

.inspector-panel .inspector-edges,
.inspector-panel .inspector-note {
  color: var(--ifm-color-emphasis-800);
}

.inspector-panel .inspector-label {
  padding: 0.25rem 0.5rem;
  border-left: 3px solid var(--ifm-color-primary);
  background: var(--ifm-color-emphasis-100);
}

.inspector-panel .inspector-changes ul {
  margin: 0 0 0.375rem;
  padding-left: 1.25rem;
}

.inspector-panel .inspector-tables {
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  align-items: start;
}

.inspector-panel .inspector-table {
  display: table;
  width: 100%;
  margin: 0;
  border-collapse: collapse;
  font-size: inherit;
}

.inspector-panel .inspector-table caption {
  padding-bottom: 0.25rem;
  font-weight: var(--ifm-font-weight-semibold);
  text-align: left;
}

.inspector-panel .inspector-table th,
.inspector-panel .inspector-table td {
  padding: 0.125rem 0.375rem;
  border: 1px solid var(--ifm-color-emphasis-300);
  text-align: left;
  vertical-align: top;
}

.inspector-panel .inspector-table th {
  white-space: nowrap;
}

.inspector-panel .inspector-table tr:nth-child(2n) {
  background: transparent;
}

.inspector-panel .inspector-table code {
  padding: 0 0.125rem;
  overflow-wrap: anywhere;
}

.inspector-panel .inspector-swatch {
  display: inline-block;
  width: 0.75rem;
  height: 0.75rem;
  margin-right: 0.25rem;
  border: 1px solid var(--ifm-color-emphasis-600);
  border-radius: 50%;
  vertical-align: -0.125rem;
}
`;
