import { Component, createRef, type ReactNode } from 'react';
import styles from './styles.module.css';

interface Props {
  children: ReactNode;
}

/**
 * The box around the code editor (./CodeEditor.tsx), for keyboard users:
 * after any edit, the editor's caret-restoring code (use-editable) puts the
 * selection back into its <pre> on every re-render, and the browser then
 * moves the focus there: the graph re-running 400 ms after typing or the
 * colour-mode toggle pulled a keyboard user back into the code. The focus is
 * handed back to where it was before that render. (Reset mounts a new editor.)
 * A class component: only `getSnapshotBeforeUpdate` sees the focus before
 * React commits the render that moves it.
 */
export class EditorFrame extends Component<Props> {
  private readonly root = createRef<HTMLDivElement>();

  private editor(): HTMLPreElement | null {
    return this.root.current?.querySelector('pre') ?? null;
  }

  override getSnapshotBeforeUpdate(): Element | null {
    return document.activeElement;
  }

  // Runs after the editor's own layout effects of the same render.
  override componentDidUpdate(_props: Props, _state: unknown, before: Element | null): void {
    const pre = this.editor();
    if (!pre || document.activeElement !== pre || before === pre) return;
    if (before instanceof HTMLElement && before !== document.body && before.isConnected) before.focus({ preventScroll: true });
    else pre.blur();
  }

  override render(): ReactNode {
    return (
      <div ref={this.root} className={styles.editor} data-testid="example-editor">
        {this.props.children}
      </div>
    );
  }
}
