// The kit's rules for a user: the names and email required, the email unique among users not deleted.
import type { User } from '../../db/index.js';
import type { RecordRules } from '../../kit/validate-record.js';

export const userRules: RecordRules<User> = { required: ['first_name', 'last_name', 'email'], unique: ['email'] };
