// Blueprint's Tag, drawn without measuring itself. Blueprint's measures its text once it is on the page, to give
// cut-off text a tooltip; that measuring lays the whole page out inside React's commit, for every tag a list draws.
// The kit's cuts long text off with CSS alone; a tag that may wrap still says `multiline`.
import { Tag as BlueprintTag, type TagProps } from '@blueprintjs/core';
import { forwardRef } from 'react';
import './tag.css';

export const Tag = forwardRef<HTMLSpanElement, TagProps>(function Tag({ multiline, className, ...props }, ref) {
  return <BlueprintTag ref={ref} {...props} multiline className={multiline ? className : `kit-tag ${className ?? ''}`.trim()} />;
});
