/** The refusal of a password that does not open the user's vault (the lock screen's and the idle lock's). */
export const WRONG_PASSWORD = 'That password does not open the data kept on this device. Check it and try again.';
