import type { ReactNode } from 'react';

/** Plain text with `code` in backticks, as the error index writes its causes and fixes. */
export function RichText({ text }: { text: string }): ReactNode {
  return text
    .split(/(`[^`]+`)/)
    .map((piece, index) =>
      piece.startsWith('`') && piece.endsWith('`') && piece.length > 1 ? <code key={index}>{piece.slice(1, -1)}</code> : piece,
    );
}
