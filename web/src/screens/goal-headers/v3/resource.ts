// Goal headers of the API's version 3.
import { headerPages } from '../headerPages';

export const goalHeadersV3 = headerPages(3);
