import { Component, createRef, type ReactNode } from 'react';
import styles from './styles.module.css';

interface Props {
  /** Names the code box for screen readers. */
  label: string;
  children: ReactNode;
}

/**
 * The box around react-live's editor, fixing two things for keyboard and
 * screen-reader users that the editor's own props cannot reach:
 *
 * - its contenteditable <pre> gets a role, a name and a tab stop (react-live
 *   passes no props to it). The tab stop also tells axe that the scrolling
 *   box has focusable content.
 * - after any edit, the editor's caret-restoring code (use-editable) puts the
 *   selection back into the <pre> on every re-render, and the browser then
 *   moves the focus there: the graph re-running 400 ms after typing or the
 *   colour-mode toggle pulled a keyboard user back into the code. The focus is
 *   handed back to where it was before that render. (Reset mounts a new editor.)
 */
export class EditorFrame extends Component<Props> {
  private readonly root = createRef<HTMLDivElement>();

  private editor(): HTMLPreElement | null {
    return this.root.current?.querySelector('pre') ?? null;
  }

  private describe(): void {
    const pre = this.editor();
    if (!pre) return;
    pre.setAttribute('role', 'textbox');
    pre.setAttribute('aria-multiline', 'true');
    pre.setAttribute('aria-label', this.props.label);
    pre.tabIndex = 0;
  }

  override componentDidMount(): void {
    this.describe();
  }

  override getSnapshotBeforeUpdate(): Element | null {
    return document.activeElement;
  }

  // Runs after the editor's own layout effects of the same render.
  override componentDidUpdate(_props: Props, _state: unknown, before: Element | null): void {
    this.describe();
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
