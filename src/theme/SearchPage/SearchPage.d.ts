/** The types of the eject beside it (./SearchPage.jsx): TypeScript reads these and leaves upstream's JavaScript unchecked. */
import type { ReactNode } from 'react';

export default function SearchPage(): ReactNode;
