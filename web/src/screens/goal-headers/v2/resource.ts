// Goal headers of the API's version 2.
import { headerPages } from '../headerPages';

export const goalHeadersV2 = headerPages(2);
