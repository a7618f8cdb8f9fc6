// The pages of goal headers of version 3; the three versions share one chunk of screens.
import { versions } from '../screens';

export const screens = versions.v3;
