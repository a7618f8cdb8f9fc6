// A sample file: the template of one import or conversion, served by uuid.
import type { Row } from '../../db/table.js';

export interface SampleFile extends Row {
  uuid: string;
  /** One of the 23 types (sample-types.ts), in the API's spelling. */
  type: string;
  file_name: string;
  mime_type: string;
  size: number;
  /** The file itself; never sent in a list or record answer. */
  content_base64: string;
}

/** A sample file as the API answers it. */
export type SampleFileView = Omit<SampleFile, 'content_base64'>;

export function sampleFileView(file: SampleFile): SampleFileView {
  const { content_base64: _content, ...view } = file;
  return view;
}
