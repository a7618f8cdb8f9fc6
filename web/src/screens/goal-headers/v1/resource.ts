// Goal headers of the API's version 1.
import { headerPages } from '../headerPages';

export const goalHeadersV1 = headerPages(1);
