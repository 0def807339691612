import type { ReactNode } from 'react';

/** Plain text with `code` in backticks, as the error index writes its causes and fixes. */
export function RichText({ text }: { text: string }): ReactNode {
  return text
    .split(/(`[^`]+`)/)
    .map((piece, index) =>
      piece.startsWith('`') && piece.endsWith('`') && piece.length > 1 ? <code key={index}>{piece.slice(1, -1)}</code> : piece,
    );
}

/** An error index entry's cause and fix, two paragraphs: on the index page and under an error in a frame. */
export function CauseAndFix({ entry }: { entry: { cause: string; fix: string } }): ReactNode {
  return (
    <>
      <p>
        <strong>Cause.</strong> <RichText text={entry.cause} />
      </p>
      <p>
        <strong>Fix.</strong> <RichText text={entry.fix} />
      </p>
    </>
  );
}
