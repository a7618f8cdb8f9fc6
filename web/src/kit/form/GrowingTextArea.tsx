// A text area that grows with its text. Where the browser sizes a field to its content itself (CSS field-sizing),
// nothing is measured. Elsewhere Blueprint's autoResize measures the text when it mounts and on every change, which
// lays the whole page out from inside React's commit.
import { TextArea, type TextAreaProps } from '@blueprintjs/core';
import './growingTextArea.css';

const sizesItself = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

export function GrowingTextArea({ className, ...props }: Omit<TextAreaProps, 'autoResize'>) {
  return sizesItself ? (
    <TextArea {...props} className={['kit-growing-text-area', className].filter(Boolean).join(' ')} />
  ) : (
    <TextArea {...props} className={className} autoResize />
  );
}
