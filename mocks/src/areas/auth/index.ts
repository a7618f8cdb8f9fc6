// The sign-in area: login, logout, password reset, the current user, the document notice, site sign-on and the
// profile pictures.
import type { Area } from '../../server/area.js';
import { registerCurrentUser } from './current-user.js';
import { registerLogin } from './login.js';
import { registerPasswordReset } from './password-reset.js';
import { registerProfileImages } from './profile-images.js';
import { registerSiteLogin } from './site-login.js';

export const authArea: Area = {
  name: 'auth',
  register(router, context) {
    registerLogin(router, context);
    registerPasswordReset(router, context);
    registerCurrentUser(router, context);
    registerSiteLogin(router, context);
    registerProfileImages(router, context.db);
  },
};
