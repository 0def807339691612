const url = 'https://sim51.github.io';
const baseUrl = '/react-sigma/';

/** Facts about the project that several config pieces need. */
export const site = {
  title: 'React Sigma',
  tagline: 'React components to draw interactive graphs with sigma.js and graphology',
  url,
  baseUrl,
  organizationName: 'sim51',
  projectName: 'react-sigma',
  repository: 'https://github.com/sim51/react-sigma',
  npmOrganization: 'https://www.npmjs.com/org/react-sigma',
  /** The storybook is published beside the site, outside Docusaurus' routes. */
  storybook: `${url}${baseUrl}storybook`,
} as const;
