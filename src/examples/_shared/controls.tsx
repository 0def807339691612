import type { ButtonHTMLAttributes, CSSProperties, InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

/*
 * The examples' buttons, selects, check boxes and sliders, in the colours of react-sigma's own
 * controls (its CSS variables, which follow the page's light or dark mode) and at least
 * 24 × 24 px, the smallest target WCAG 2.2 allows. The browser's focus ring is kept.
 */

const boxStyle: CSSProperties = {
  boxSizing: 'border-box',
  minHeight: 32,
  padding: '0 10px',
  border: '1px solid var(--sigma-controls-border-color)',
  borderRadius: 4,
  background: 'var(--sigma-controls-background-color)',
  color: 'var(--sigma-controls-color)',
  font: 'inherit',
};

/** An inline style cannot say `:disabled`: the component does. */
const cursor = (disabled: boolean | undefined): CSSProperties =>
  disabled ? { cursor: 'not-allowed', opacity: 0.5 } : { cursor: 'pointer' };

export function Button({ style, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  // A toggle button (aria-pressed) shows when it is on.
  const pressed = props['aria-pressed'] === true ? { background: 'var(--sigma-controls-background-color-hover)' } : {};
  return <button type="button" {...props} style={{ ...boxStyle, ...cursor(props.disabled), ...pressed, ...style }} />;
}

export function Select({ style, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select {...props} style={{ ...boxStyle, padding: '0 4px', ...cursor(props.disabled), ...style }} />;
}

export function TextInput({ style, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input type="text" {...props} style={{ ...boxStyle, padding: '0 8px', ...style }} />;
}

/** A slider as wide as its box. */
export function Range({ style, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <input
      type="range"
      {...props}
      style={{ display: 'block', width: '100%', height: 24, margin: 0, ...cursor(props.disabled), ...style }}
    />
  );
}

type ChoiceProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'style'> & { children: ReactNode };

/** A check box with its text (and anything else drawn beside it): the whole line is its target. */
export function Checkbox(props: ChoiceProps) {
  return <Choice type="checkbox" {...props} />;
}

/** A radio button with its text: the whole line is its target. */
export function Radio(props: ChoiceProps) {
  return <Choice type="radio" {...props} />;
}

function Choice({ type, children, ...input }: ChoiceProps & { type: 'checkbox' | 'radio' }) {
  return (
    <label style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 28, ...cursor(input.disabled) }}>
      <input type={type} {...input} style={{ flex: 'none', width: 18, height: 18, margin: 0, cursor: 'inherit' }} />
      {children}
    </label>
  );
}
