import { describe, expect, it } from 'vitest';
import { call, demo, signIn, useStandIn } from '../../test/http.js';

const standIn = useStandIn();

interface CurrentUser {
  status: boolean;
  data: {
    id: number;
    name: string;
    email: string;
    user_type: string;
    user_meta: { meta_key: string; meta_value: string | null }[];
    imagebasepath: string;
    permissions: { label: string; sub_label: string; method: string }[];
  };
}

describe('GET get-user', () => {
  it('describes the office administrator with a broad permission list and the HR platform', async () => {
    const token = await signIn(standIn.current, 'Office administrator');
    const { body } = await call<CurrentUser>(standIn.current, 'get-user', { token });
    expect(body.status).toBe(true);
    expect(body.data).toMatchObject({ id: 2, email: demo('Office administrator').email, user_type: 'Office Administrator' });
    expect(body.data.imagebasepath).toBe(`${standIn.current.origin}/storage/profile/`);
    const permissions = body.data.permissions;
    expect(permissions).toContainEqual({ label: 'HR Platform', sub_label: 'HR Platform', method: 'Go To Website' });
    for (const method of ['List', 'Add', 'Edit', 'Delete']) {
      expect(permissions).toContainEqual({ label: 'Agency', sub_label: 'agency-list', method });
      expect(permissions).toContainEqual({ label: 'Student List', sub_label: 'student-list', method });
    }
    expect(permissions.some((entry) => entry.label === 'Organization List')).toBe(false);
  });

  it('gives the therapist the narrow list and the parent messages only', async () => {
    const therapist = await call<CurrentUser>(standIn.current, 'get-user', {
      token: await signIn(standIn.current, 'Therapist'),
    });
    expect(therapist.body.data.user_type).toBe('Therapist');
    expect(therapist.body.data.permissions.map((entry) => `${entry.label}: ${entry.method}`)).toEqual([
      'Student List: List',
      'Calendar / List View: List',
      'Message: List',
      'Students Behavior Graph: List',
    ]);
    const parent = await call<CurrentUser>(standIn.current, 'get-user', { token: await signIn(standIn.current, 'Parent') });
    expect(parent.body.data.permissions).toEqual([{ label: 'Message', sub_label: 'Message', method: 'List' }]);
  });

  it('serves the profile image its meta names, at the image base path', async () => {
    const token = await signIn(standIn.current, 'Super Admin');
    const { body } = await call<CurrentUser>(standIn.current, 'get-user', { token });
    const file = body.data.user_meta.find((entry) => entry.meta_key === 'profile_image')?.meta_value;
    expect(file).toBeTruthy();
    for (const url of [`${body.data.imagebasepath}${file}`, `${standIn.current.url}storage/profile/${file}`]) {
      const image = await fetch(url);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await image.arrayBuffer());
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
    expect((await fetch(`${body.data.imagebasepath}nobody.png`)).status).toBe(404);
  });
});

describe('GET staff-file-notification', () => {
  it('counts the pending documents of staff', async () => {
    const token = await signIn(standIn.current, 'Therapist');
    const { body } = await call(standIn.current, 'staff-file-notification', { token });
    expect(body).toEqual({
      status: true,
      message: 'Please upload your pending documents: 3 documents are awaiting upload',
      pending_file_count: 3,
    });
  });

  it('gives the Super Admin 0 and a plain message', async () => {
    const token = await signIn(standIn.current, 'Super Admin');
    const { body } = await call<{ message: string; pending_file_count: number }>(standIn.current, 'staff-file-notification', { token });
    expect(body.pending_file_count).toBe(0);
    expect(body.message).not.toContain(':');
  });
});
