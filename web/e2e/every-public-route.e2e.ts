// The public routes' walk (setup/everyRoute.ts): sign-in, the password pages and the links sent to guests.
import { describePublicRoutes } from './setup/everyRoute';

describePublicRoutes();
