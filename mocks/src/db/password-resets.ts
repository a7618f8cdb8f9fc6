// Password reset tokens issued by forgot-password, one per email (a new request replaces the old token).

export interface PasswordReset {
  email: string;
  token: string;
  issuedAt: number;
}

/** Laravel's default lifetime of a reset link. */
export const passwordResetTtlMs = 60 * 60 * 1000;
