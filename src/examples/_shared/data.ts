import { createContext } from 'react';

/**
 * Where the examples' datasets are served. In an app, '/data/': keep the files in its public/data/
 * folder, which Vite and Next.js serve at the root. The docs site, served under a base path,
 * provides its own address around each example.
 */
export const DataUrl = createContext('/data/');
