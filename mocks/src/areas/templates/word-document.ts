// A small DOCX written directly (the seeded templates need bytes without waiting on a library): one paragraph a
// line, the first as a heading-sized bold run.
import { strToU8, zipSync } from 'fflate';

const contentTypes =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

const rels =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

export function wordDocument(lines: readonly string[]): Buffer {
  const paragraphs = lines
    .map((line, index) => {
      const look = index === 0 ? '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr>' : '';
      return `<w:p><w:r>${look}<w:t xml:space="preserve">${escape(line)}</w:t></w:r></w:p>`;
    })
    .join('');
  const document =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    `<w:body>${paragraphs}</w:body></w:document>`;
  return Buffer.from(zipSync({ '[Content_Types].xml': strToU8(contentTypes), '_rels/.rels': strToU8(rels), 'word/document.xml': strToU8(document) }));
}
