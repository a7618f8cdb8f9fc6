// Every sample file whose import the stand-in implements is a file that import takes whole: no row refused. This is
// what keeps the samples and the imports' columns from drifting apart.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../kit/paginate.js';
import { call, signIn, useStandIn } from '../../test/http.js';
import type { SampleFileView } from './sample-file.js';
import { sampleTypes } from './sample-types.js';

const standIn = useStandIn();
let token = '';
beforeAll(async () => {
  token = await signIn(standIn.current, 'Office administrator');
});

async function sampleText(type: string): Promise<{ name: string; text: string }> {
  const listed = await call<{ data: Page<SampleFileView> }>(standIn.current, `sample-file?type=${type}`, { token });
  const file = listed.body.data.data[0]!;
  const link = await call<{ data: { url: string; file_name: string } }>(standIn.current, `sample-file/${file.uuid}`, { token });
  const served = await fetch(link.body.data.url);
  expect(served.status).toBe(200);
  return { name: link.body.data.file_name, text: await served.text() };
}

describe('sample files', () => {
  it('holds one CSV per sample-file type', async () => {
    const listed = await call<{ data: Page<SampleFileView> }>(standIn.current, 'sample-file?per_page=50', { token });
    expect(listed.body.data.total).toBe(23);
    expect(listed.body.data.data.map((file) => file.type).sort()).toEqual(sampleTypes.map((sample) => sample.type).sort());
    expect(listed.body.data.data.every((file) => !('content_base64' in file))).toBe(true);
  });

  for (const sample of sampleTypes.filter((entry) => entry.importPath !== undefined)) {
    it(`${sample.type} imports whole through ${sample.importPath}`, async () => {
      const { name, text } = await sampleText(sample.type);
      const form = new FormData();
      form.append('file', new Blob([text], { type: 'text/csv' }), name);
      const answer = await call<{ data: { imported: number; rejected: number; errors: unknown[] } }>(standIn.current, sample.importPath!, {
        token,
        form,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ imported: sample.rows.length, rejected: 0 });
    });
  }
});
