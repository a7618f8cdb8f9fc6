// Profile pictures: every user whose meta names a profile_image gets a small PNG at storage/profile/<file>, both
// at the origin (where imagebasepath points) and under /api/.
import type { Request, Response, Router } from 'express';
import type { Db } from '../../db/index.js';

/** A 16×16 blue square. */
export const profileImagePng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mPQLbpJEmIY1TCqYfhqAAA4wXgQpoly3AAAAABJRU5ErkJggg==',
  'base64',
);

export const profileImagePath = 'storage/profile/';

/** Where the client finds profile pictures: the API's origin, as the request reached it. */
export function imageBasePath(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}/${profileImagePath}`;
}

function knownImage(db: Db, file: string): boolean {
  return db.users.active().some((user) => user.user_meta.some((meta) => meta.meta_key === 'profile_image' && meta.meta_value === file));
}

export function registerProfileImages(router: Pick<Router, 'get'>, db: Db): void {
  router.get(`/${profileImagePath}:file`, (req: Request<{ file: string }>, res: Response) => {
    if (!knownImage(db, req.params.file)) {
      res.status(404).json({ message: 'File not found.' });
      return;
    }
    res.status(200).type('image/png').set('Cache-Control', 'public, max-age=3600').send(profileImagePng);
  });
}
