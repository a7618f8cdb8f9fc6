import type { RowOf } from '../../../kit';
import type { GoalClientFileList } from '../operations';

/** A converted file as the lists and the conversion answer show it. */
export type ConvertedFile = RowOf<typeof GoalClientFileList>;
