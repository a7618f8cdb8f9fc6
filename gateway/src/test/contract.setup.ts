// A test that made the stand-in disagree with the practice API's description fails, naming the call and the field.
import { afterEach } from 'vitest';
import { assertContractKept } from '@portal/mocks';

afterEach(assertContractKept);
