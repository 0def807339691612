import { useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { markdownCopyPath } from '@site/src/utils/markdownCopy';
import styles from './styles.module.css';

type State = { kind: 'idle' } | { kind: 'copying' } | { kind: 'copied' } | { kind: 'failed'; reason: string };

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the Markdown copy answered ${response.status}`);
  return response.text();
}

/**
 * Writes the text that `text` resolves to. Where the browser has ClipboardItem, the write starts
 * at once with the text still on its way: Safari only lets a click write to the clipboard in the
 * click's own task, not after an `await fetch`.
 */
async function writeToClipboard(text: Promise<string>): Promise<void> {
  if (!navigator.clipboard) throw new Error('this browser offers no clipboard to the page');
  if (typeof ClipboardItem === 'function') {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch (error) {
      // A failed download is the reader's answer; anything else, try the older call.
      await blob;
      if (!(error instanceof Error) || error.name !== 'NotAllowedError') {
        await navigator.clipboard.writeText(await text);
        return;
      }
      throw error;
    }
  }
  await navigator.clipboard.writeText(await text);
}

function reasonOf(error: unknown): string {
  if (error instanceof Error && error.name === 'NotAllowedError') return 'the browser did not allow access to the clipboard';
  if (error instanceof TypeError) return 'the Markdown copy could not be downloaded';
  return error instanceof Error ? error.message : String(error);
}

/**
 * "Copy page as Markdown": puts the page's Markdown copy (written at build time by
 * plugins/llms-txt, code and example sources included) on the clipboard, for pasting into an AI
 * tool or an editor. On failure it says why and links to the copy itself. The page's head names the
 * same copy (`<link rel="alternate" type="text/markdown">`), for tools that read the HTML.
 */
export function CopyPageMarkdown({ permalink }: { permalink: string }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const url = markdownCopyPath(permalink, siteConfig.baseUrl);
  const [state, setState] = useState<State>({ kind: 'idle' });

  const copy = () => {
    setState({ kind: 'copying' });
    writeToClipboard(fetchMarkdown(url)).then(
      () => setState({ kind: 'copied' }),
      (error: unknown) => setState({ kind: 'failed', reason: reasonOf(error) }),
    );
  };

  return (
    <div className={styles.bar}>
      <Head>
        <link rel="alternate" type="text/markdown" href={url} />
      </Head>
      <button type="button" className="button button--secondary button--sm" onClick={copy}>
        Copy page as Markdown
      </button>
      <output className={styles.message} data-copy-state={state.kind}>
        {state.kind === 'copying' && 'Copying…'}
        {state.kind === 'copied' && 'Copied to the clipboard.'}
        {state.kind === 'failed' && (
          <>
            Could not copy the page: {state.reason}.{' '}
            {/* A file, not a route: <Link> would route to it in the page and show "Page Not Found". */}
            {/* eslint-disable-next-line @docusaurus/no-html-links */}
            <a href={url}>Open the Markdown</a> to copy it by hand.
          </>
        )}
      </output>
    </div>
  );
}
