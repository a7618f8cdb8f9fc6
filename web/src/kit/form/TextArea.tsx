// Blueprint's TextArea, drawn without measuring itself. Blueprint's reads its scrollHeight when it mounts, whether or not
// it resizes itself, which lays the whole page out from inside React's commit. The kit's draws the same area with
// Blueprint's classes and measures nothing. `grow` sizes it to its text: by the browser where it can (CSS
// field-sizing), by Blueprint's autoResize, which measures on mount and on every change, where it cannot.
import { Classes, TextArea as BlueprintTextArea, type Intent } from '@blueprintjs/core';
import { forwardRef, type TextareaHTMLAttributes } from 'react';
import './textArea.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  fill?: boolean;
  intent?: Intent;
  /** Grows with its text, from one line up. */
  grow?: boolean;
}

const sizesItself = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { fill = false, intent, grow = false, className, ...props },
  ref,
) {
  if (grow && !sizesItself) return <BlueprintTextArea {...props} inputRef={ref} fill={fill} intent={intent} className={className} autoResize />;
  const classes = [
    Classes.INPUT,
    Classes.TEXT_AREA,
    Classes.intentClass(intent),
    fill && Classes.FILL,
    grow && `${Classes.TEXT_AREA_AUTO_RESIZE} kit-growing-text-area`,
    className,
  ];
  return <textarea {...props} ref={ref} className={classes.filter(Boolean).join(' ')} />;
});
